import type { Locale } from "#app/i18n/locales.ts"
import { site } from "#app/config/site.ts"
import { localized } from "./localized.server.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { formatPrice } from "#app/content/plan-figures.ts"
import { fill } from "#app/i18n/fill.ts"
import * as plansModule from "#app/content/plans.ts"
import * as pricingPageModule from "#app/content/pricing-page.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { PRICING_PATH } from "#app/content/track-cost-logic.ts"

/**
 * The plans section in a language (the home page, its landing pages and /pricing): its words, each
 * plan's card with its prices already written in the language, and the calculator's words. All of
 * it is loader data, so the browser imports no copy; the calculator still computes live from the
 * figures in app/content/plan-figures.ts.
 */
export function pricingSection(locale: Locale) {
  const { planWords } = localized(plansModule, "plans", locale)
  const { pricingSectionWords: words } = localized(pricingPageModule, "pricing-page", locale)
  const subject = fill(words.salesSubject, { brand: site.brand })
  return {
    locale,
    words,
    plans: plansModule.plansIn(planWords, locale).map((plan) => ({
      id: plan.id,
      name: plan.name,
      popular: plan.popular ?? false,
      badge: plan.badge ?? null,
      free: plan.monthlyPrice === 0,
      price: { monthly: formatPrice(plan.monthlyPrice, locale), yearly: formatPrice(plan.yearlyPrice, locale) },
      period: plan.period,
      description: plan.description,
      features: { monthly: plan.monthlyFeatures, yearly: plan.yearlyFeatures },
    })),
    /** The calculator's words, from the language's catalog (app/i18n/messages/); some are formatted as the visitor types. */
    calculator: messagesFor(locale, copyValues(locale)).calculator,
    /** Where the calculator's form without JavaScript goes: this language's /pricing, answered by the server. */
    pricingPath: localizePath(PRICING_PATH, locale),
    salesHref: `mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}`,
  }
}

export type PricingSectionContent = ReturnType<typeof pricingSection>
