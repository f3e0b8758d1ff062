import { ArrowRight } from "lucide-react"
import { Link } from "react-router"
import { AppLink } from "#app/components/app-link.tsx"
import { SectionHeading } from "#app/components/home/section-heading.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { FeaturesSectionContent } from "#app/content/features-section.server.ts"
import { featureIcons } from "#app/components/feature-icons.ts"
import { trackedClick } from "#app/hydration/click-delegation.ts"
import { cn } from "#app/lib/cn.ts"
import { useFormat, useMessages } from "#app/components/use-messages.ts"

export function FeaturesSection({ content }: { content: FeaturesSectionContent }) {
  const { inEnglish } = useMessages()
  const format = useFormat()
  return (
    <section id="features" aria-labelledby="features-title" className="below-fold container-page py-24">
      <SectionHeading id="features-title" eyebrow={content.eyebrow} title={content.title}>
        {content.lead}
      </SectionHeading>
      <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {content.features.map(({ slug, title, description, color, href, hrefLang }) => {
          const Icon = featureIcons[slug]
          const learnMore = format.rich(content.learnMore, {
            title,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })
          return (
            <li
              key={slug}
              className="group flex flex-col rounded-card bg-surface/80 p-6 ring-1 ring-line ring-inset transition hover:-translate-y-0.5 hover:ring-violet/40"
            >
              <span className={cn("grid size-12 place-items-center rounded-2xl bg-linear-to-br text-white shadow-lg", color)}>
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{description}</p>
              <Link
                to={href}
                hrefLang={hrefLang}
                {...trackedClick("feature_interest", { feature: slug, action: "card_click" })}
                className="mt-5 inline-flex w-fit items-center gap-1.5 font-semibold text-violet-soft hover:text-fg"
              >
                {/* A feature whose page is not complete in this language links to the English page, and says so. */}
                {hrefLang ? format.rich(inEnglish, { label: learnMore }) : learnMore}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          )
        })}
      </ul>
      <div className="mx-auto mt-12 flex max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <AppLink source="features" className={buttonVariants({ size: "lg" })}>
          {content.startCreating}
        </AppLink>
        <a href="#examples" className={buttonVariants({ variant: "secondary", size: "lg" })}>
          {content.viewExamples}
        </a>
      </div>
    </section>
  )
}
