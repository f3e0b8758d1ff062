import { Check, Mail } from "lucide-react"
import { type ReactNode, useState } from "react"
import { AppLink } from "#app/components/app-link.tsx"
import { SectionHeading } from "#app/components/home/section-heading.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { Switch } from "#app/components/ui/switch.tsx"
import type { Billing } from "#app/content/plan-figures.ts"
import { formatMessage, formatRich } from "#app/i18n/icu.ts"
import { cn } from "#app/lib/cn.ts"
import { type CalculatorStart, TrackCostCalculator } from "#app/components/pricing/track-cost-calculator.tsx"
import { DEFAULT_INPUT } from "#app/content/track-cost-logic.ts"
import type { PricingSectionContent } from "#app/content/pricing-section.server.ts"

/** What only a screen reader hears after the card's button: " with Ultra". */
const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

/** The plans, the billing toggle and the price calculator: on the home page, its landing pages and /pricing. */
export function PricingSection({
  content,
  calculator = { ...DEFAULT_INPUT, submitted: false },
  className,
  level = 2,
}: {
  /** The section's words in the page's language (app/content/pricing-section.server.ts). */
  content: PricingSectionContent
  calculator?: CalculatorStart
  className?: string
  /** The section's heading level: 1 where it opens /pricing; the headings inside follow it. */
  level?: 1 | 2
}) {
  const Subheading = level === 1 ? "h2" : "h3"
  const [billing, setBilling] = useState<Billing>("yearly")
  const yearly = billing === "yearly"
  const { words } = content
  // "83,50 $" is longer than "$83.50": a size smaller keeps "/Monat" beside each price in four columns.
  const longPrices = content.plans.some((plan) => plan.price[billing].length > 6)
  return (
    <section id="pricing" aria-labelledby="pricing-title" className={cn("container-page", className ?? "below-fold py-24")}>
      <SectionHeading id="pricing-title" eyebrow={words.eyebrow} title={words.title} level={level}>
        {words.intro}
      </SectionHeading>

      <div className="mt-10 flex items-center justify-center gap-3 text-sm font-semibold">
        <span className={yearly ? "text-muted" : "text-fg"} aria-hidden>
          {words.monthly}
        </span>
        <Switch
          id="billing-toggle"
          checked={yearly}
          onCheckedChange={(checked) => setBilling(checked ? "yearly" : "monthly")}
          aria-labelledby="billing-label"
        />
        <span id="billing-label" className={yearly ? "text-fg" : "text-muted"}>
          {words.yearly}
        </span>
      </div>

      <ul className="mt-12 grid gap-x-5 gap-y-8 md:grid-cols-2 xl:grid-cols-4">
        {content.plans.map((plan) => {
          const planFeatures = plan.features[billing]
          return (
            <li
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={cn(
                "relative flex flex-col rounded-card p-7 ring-1 ring-inset",
                plan.popular ? "bg-surface-2 shadow-glow ring-violet/60" : "bg-surface/80 ring-line",
              )}
            >
              {plan.badge ? (
                <span
                  className={cn(
                    "absolute -top-3 left-7 rounded-full px-3 py-1 text-xs font-bold tracking-wide text-white uppercase",
                    plan.popular ? "bg-brand-gradient" : "bg-orange-strong",
                  )}
                >
                  {plan.badge}
                </span>
              ) : null}
              <Subheading id={`plan-${plan.id}`} className="text-xl font-semibold">
                {plan.name}
              </Subheading>
              {/* Three lines on the four-column grid, where a German or French description takes them, so the prices line up. */}
              <p className="mt-2 min-h-12 text-sm text-muted xl:min-h-[3.75rem]">{plan.description}</p>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-1">
                <span
                  className={cn("text-5xl font-black tracking-tight", longPrices ? "xl:text-[2.375rem]" : "xl:text-[2.75rem]")}
                  data-testid={`price-${plan.id}`}
                >
                  {plan.price[billing]}
                </span>
                <span className="text-muted">{plan.period}</span>
              </p>
              <p className="mt-1 text-sm text-muted">
                {plan.free ? words.freeForever : yearly ? words.billedYearly : words.billedMonthly}
              </p>
              <AppLink
                source={`pricing-${plan.id}`}
                ctaLabel={plan.name}
                className={buttonVariants({ variant: plan.popular ? "primary" : "secondary", className: "mt-7 w-full" })}
              >
                {formatRich(words.continue, content.locale, { plan: plan.name, hidden: srOnly })}
              </AppLink>
              <ul
                className="mt-7 flex flex-col gap-3 text-sm"
                aria-label={formatMessage(words.includes, content.locale, { plan: plan.name })}
              >
                {planFeatures.map((feature) => (
                  <li key={feature} className="flex gap-2.5">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                    {feature}
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>

      <TrackCostCalculator
        start={calculator}
        words={content.calculator}
        locale={content.locale}
        action={content.pricingPath}
        salesHref={content.salesHref}
        level={level + 1}
      />

      <div className="mx-auto mt-10 flex max-w-3xl flex-col items-center justify-between gap-4 rounded-card bg-surface/60 p-6 text-center ring-1 ring-line ring-inset sm:flex-row sm:text-left">
        <div>
          <Subheading className="font-semibold">{words.salesTitle}</Subheading>
          <p className="mt-1 text-sm text-muted">{words.salesText}</p>
        </div>
        <a href={content.salesHref} className={buttonVariants({ variant: "outline", className: "shrink-0" })}>
          <Mail aria-hidden />
          {words.contactSales}
        </a>
      </div>
    </section>
  )
}
