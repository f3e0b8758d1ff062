import { ArrowRight, Check } from "lucide-react"
import { Link } from "react-router"
import { Badge } from "#app/components/ui/badge.tsx"
import { type FeaturePage as FeaturePageContent, platformNotes } from "#app/content/feature-pages.ts"
import { type Feature, featurePath, features } from "#app/content/features.ts"
import { cn } from "#app/lib/cn.ts"
import { ClosingCta } from "./closing-cta.tsx"
import { PageHero } from "./page-hero.tsx"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"
import { freeVideos } from "#app/content/plans.ts"

/** One /features/… page: hero with figures, explanation, platform notes, the other features, CTA. */
export function FeaturePage({ feature, page }: { feature: Feature; page: FeaturePageContent }) {
  const Icon = feature.icon
  const others = features.filter((f) => f.slug !== feature.slug)
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

      <section aria-label="Key figures" className="container-page">
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {page.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col rounded-card bg-surface p-5 text-center ring-1 ring-line ring-inset sm:p-6"
            >
              <dt className="order-2 mt-2 text-sm text-muted">{figure.label}</dt>
              <dd className="text-2xl font-black text-gradient sm:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="container-page mt-16 grid max-w-4xl gap-12 sm:mt-20">
        {page.sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-2xl font-bold sm:text-3xl">{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg leading-relaxed text-fg/85">
                {p}
              </p>
            ))}
            {section.points && (
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {section.points.map((point) => (
                  <li key={point} className="flex gap-3 rounded-xl bg-surface p-4 ring-1 ring-line ring-inset">
                    <Check className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
                    <span className="text-fg/90">{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

        <section aria-labelledby="platform-notes">
          <h2 id="platform-notes" className="text-2xl font-bold sm:text-3xl">
            Platform notes
          </h2>
          <p className="mt-4 text-lg text-fg/85">
            The upload limits of the main platforms, so the video you export is one they accept. These are the platforms' own
            rules and they change from time to time.
          </p>
          {/* Named apart from its section: two landmarks called "Platform notes" could not be told apart. */}
          <ScrollRegion className="mt-6 rounded-card ring-1 ring-line ring-inset" label="Upload limits by platform">
            <table className="w-full min-w-[36rem] text-left text-[0.95rem]">
              <thead className="bg-surface-2">
                <tr>
                  {["Platform", "Video length", "Maximum file size", "Best format"].map((h) => (
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
          More features
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {others.map((f) => (
            <li key={f.slug}>
              <Link
                to={featurePath(f.slug)}
                className="group flex h-full flex-col rounded-card bg-surface p-5 ring-1 ring-line transition ring-inset hover:ring-violet-soft/60"
              >
                <span className={cn("flex size-10 items-center justify-center rounded-xl bg-gradient-to-br text-white", f.color)}>
                  <f.icon className="size-5" aria-hidden />
                </span>
                <span className="mt-4 font-bold text-fg">{f.title}</span>
                <span className="mt-1 line-clamp-3 text-sm text-muted">{f.description}</span>
                <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-violet-soft">
                  Learn more <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <ClosingCta
        source={`feature-${feature.slug}`}
        title="Hear it. See it. Share it."
        text={`Upload a track and get your first music video in minutes. The first ${freeVideos} are free, no credit card needed.`}
      />
    </>
  )
}
