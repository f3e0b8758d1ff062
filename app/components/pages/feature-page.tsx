import { ArrowRight, Check } from "lucide-react"
import { Link } from "react-router"
import { Badge } from "#app/components/ui/badge.tsx"
import { featureIcons } from "#app/components/feature-icons.ts"
import type { FeaturePageContent } from "#app/content/feature-page.server.ts"
import { cn } from "#app/lib/cn.ts"
import { ClosingCta } from "./closing-cta.tsx"
import { PageHero } from "./page-hero.tsx"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"
import { useFormat, useMessages } from "#app/components/use-messages.ts"

/** One /features/… page: hero with figures, explanation, platform notes, the other features, CTA. */
export function FeaturePage({ content }: { content: FeaturePageContent }) {
  const { feature, page, text, platformNotes, others } = content
  const { inEnglish } = useMessages()
  const format = useFormat()
  const Icon = featureIcons[feature.slug]
  return (
    <>
      <PageHero
        eyebrow={
          <Badge variant="glass" size="md">
            <span
              className={cn("flex size-6 items-center justify-center rounded-full bg-gradient-to-br text-white", feature.color)}
            >
              <Icon className="size-3.5" aria-hidden />
            </span>
            {feature.title}
          </Badge>
        }
        title={page.headline}
        intro={page.intro}
      />

      <section aria-label={text.figuresLabel} className="container-page">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {page.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-card bg-surface p-5 text-center ring-1 ring-line ring-inset sm:p-6"
            >
              <dt className="order-2 mt-2 text-sm text-muted">{figure.label}</dt>
              {/* A long word breaks at its soft hyphen (the translations mark them: "Wasser\u00adzeichen"), and at worst anywhere, never out of its card. */}
              <dd className="text-2xl font-black break-words hyphens-auto text-gradient sm:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {/* One column that may shrink below its content: the platform table scrolls inside its own region, not the page. */}
      <div className="container-page mt-16 grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-12 sm:mt-20">
        {/* The sections come from the page's Markdown body as our own HTML (app/content/feature-page.server.ts). */}
        {page.sections.map((section, i) => (
          <section key={i}>
            <h2 className="text-2xl font-bold sm:text-3xl" dangerouslySetInnerHTML={{ __html: section.title }} />
            {section.paragraphs.map((p, j) => (
              <p key={j} className="mt-4 text-lg leading-relaxed text-fg/85" dangerouslySetInnerHTML={{ __html: p }} />
            ))}
            {section.points && (
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {section.points.map((point, j) => (
                  <li key={j} className="flex gap-3 rounded-xl bg-surface p-4 ring-1 ring-line ring-inset">
                    <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                    <span className="text-fg/90" dangerouslySetInnerHTML={{ __html: point }} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

        <section aria-labelledby="platform-notes">
          <h2 id="platform-notes" className="text-2xl font-bold sm:text-3xl">
            {text.platformNotesTitle}
          </h2>
          <p className="mt-4 text-lg text-fg/85">{text.platformNotesIntro}</p>
          {/* Named apart from its section: two landmarks with one name could not be told apart. */}
          <ScrollRegion className="mt-6 rounded-card ring-1 ring-line ring-inset" label={text.platformTableLabel}>
            <table className="w-full min-w-[36rem] text-left text-[0.95rem]">
              <thead className="bg-surface-2">
                <tr>
                  {text.platformTableHeadings.map((h) => (
                    <th key={h} scope="col" className="px-4 py-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {platformNotes.map((note) => (
                  <tr key={note.platform} className="border-t border-line bg-surface">
                    <th scope="row" className="px-4 py-3 font-semibold">
                      {note.platform}
                    </th>
                    <td className="px-4 py-3 text-muted">{note.length}</td>
                    <td className="px-4 py-3 text-muted">{note.maxSize}</td>
                    <td className="px-4 py-3 text-muted">{note.format}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      </div>

      <nav aria-labelledby="other-features" className="container-page mt-20">
        <h2 id="other-features" className="text-2xl font-bold sm:text-3xl">
          {text.moreFeatures}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((f) => {
            const OtherIcon = featureIcons[f.slug]
            return (
              <li key={f.slug}>
                <Link
                  to={f.href}
                  hrefLang={f.hrefLang}
                  className="group flex h-full flex-col rounded-card bg-surface p-5 ring-1 ring-line transition ring-inset hover:ring-violet-soft/60"
                >
                  <span
                    className={cn("flex size-10 items-center justify-center rounded-xl bg-gradient-to-br text-white", f.color)}
                  >
                    <OtherIcon className="size-5" aria-hidden />
                  </span>
                  {/* A feature whose page is not complete in this language links to the English page, and says so. */}
                  <span className="mt-4 font-bold text-fg">
                    {f.hrefLang ? format.text(inEnglish, { label: f.title }) : f.title}
                  </span>
                  <span className="mt-1 line-clamp-3 text-sm text-muted">{f.description}</span>
                  <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-violet-soft">
                    {text.learnMore}{" "}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>

      <ClosingCta source={`feature-${feature.slug}`} title={text.closingTitle} text={text.closingText} label={text.closingCta} />
    </>
  )
}
