import { Mail, Megaphone, Percent, TrendingUp, Users } from "lucide-react"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import type { AffiliateContent } from "#app/content/fixed-page.server.ts"
import { NumberedSteps } from "./numbered-steps.tsx"
import { PageHero } from "./page-hero.tsx"
import { SectionHeading } from "./section-heading.tsx"

const benefitIcons = [Percent, TrendingUp, Megaphone]

function ApplyButton({ affiliate, variant = "primary" }: { affiliate: AffiliateContent; variant?: "primary" | "light" }) {
  return (
    <a href={affiliate.mailto} className={buttonVariants({ variant, size: "lg" })}>
      <Mail aria-hidden />
      {affiliate.applyCta}
    </a>
  )
}

/** The affiliate programme (SPEC §2): hero, three steps, benefits, apply by e-mail. */
export function AffiliatePage({ content: affiliate }: { content: AffiliateContent }) {
  return (
    <>
      <PageHero
        eyebrow={
          <Badge variant="violet" size="md">
            <Users className="size-4" aria-hidden />
            {affiliate.badge}
          </Badge>
        }
        title={affiliate.headline}
        intro={<span dangerouslySetInnerHTML={{ __html: affiliate.introHtml }} />}
      >
        <ApplyButton affiliate={affiliate} />
      </PageHero>

      <section aria-labelledby="aff-steps" className="container-page py-12 sm:py-16">
        <SectionHeading id="aff-steps" title={affiliate.stepsTitle} />
        <NumberedSteps steps={affiliate.steps} />
      </section>

      <section aria-labelledby="aff-benefits" className="container-page py-12 sm:py-16">
        <SectionHeading id="aff-benefits" title={affiliate.benefitsTitle} />
        <ul className="grid gap-4 md:grid-cols-3">
          {affiliate.benefits.map((benefit, i) => {
            const Icon = benefitIcons[i] ?? Percent
            return (
              <li key={benefit.title} className="rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
                <span className="flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-violet to-pink text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <h3 className="mt-5 text-xl font-bold">{benefit.title}</h3>
                <p className="mt-2 text-muted">{benefit.text}</p>
              </li>
            )
          })}
        </ul>
      </section>

      <section aria-labelledby="aff-apply" className="container-page py-16 sm:py-24">
        <div className="rounded-card bg-brand-gradient px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2 id="aff-apply" className="text-3xl font-black text-white sm:text-4xl">
            {affiliate.closingTitle}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{affiliate.closingText}</p>
          <div className="mt-8">
            <ApplyButton affiliate={affiliate} variant="light" />
          </div>
        </div>
      </section>
    </>
  )
}
