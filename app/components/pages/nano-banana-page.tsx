import { ArrowUpRight, Mic2, UserRound, Wand2 } from "lucide-react"
import { AppLink } from "#app/components/app-link.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { NanoBananaContent } from "#app/content/fixed-page.server.ts"
import { ClosingCta } from "./closing-cta.tsx"
import { NumberedSteps } from "./numbered-steps.tsx"
import { PageHero } from "./page-hero.tsx"
import { SectionHeading } from "./section-heading.tsx"

const icons = [UserRound, Wand2, Mic2]

/** The Nano Banana announcement (SPEC §2): hero, three features, three steps, closing CTA. */
export function NanoBananaPage({ content: nanoBanana }: { content: NanoBananaContent }) {
  return (
    <>
      <PageHero
        eyebrow={
          <Badge variant="pink" size="md">
            🍌 {nanoBanana.eyebrow}
          </Badge>
        }
        title={
          <>
            <span className="text-gradient">{nanoBanana.headline.highlight}</span> {nanoBanana.headline.rest}
          </>
        }
        intro={<span dangerouslySetInnerHTML={{ __html: nanoBanana.introHtml }} />}
      >
        <AppLink source="nano-banana-hero" className={buttonVariants({ size: "lg" })}>
          {nanoBanana.heroCta}
          <ArrowUpRight aria-hidden />
        </AppLink>
      </PageHero>

      <section aria-labelledby="nb-features" className="container-page py-12 sm:py-16">
        <SectionHeading id="nb-features" title={nanoBanana.featuresTitle} />
        <ul className="grid gap-4 md:grid-cols-3">
          {nanoBanana.features.map((feature, i) => {
            const Icon = icons[i] ?? Wand2
            return (
              <li key={feature.title} className="rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
                <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-amber to-pink text-ink">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-5 text-xl font-bold">{feature.title}</h3>
                <p className="mt-2 text-muted">{feature.text}</p>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="nb-steps" className="container-page py-12 sm:py-16">
        <SectionHeading id="nb-steps" title={nanoBanana.stepsTitle} lead={nanoBanana.stepsLead} />
        <NumberedSteps steps={nanoBanana.steps} />
      </section>

      <ClosingCta
        source="nano-banana-closing"
        title={nanoBanana.closingTitle}
        text={nanoBanana.closingText}
        label={nanoBanana.closingCta}
      />
    </>
  )
}
