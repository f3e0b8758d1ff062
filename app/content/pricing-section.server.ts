import type { Locale } from "#app/i18n/locales.ts"
import { site } from "#app/config/site.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { FREE_VIDEOS, YEARLY_SAVING_PERCENT, formatPrice } from "#app/content/plan-figures.ts"
import { plansIn } from "#app/content/plans.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"
import { PRICING_PATH } from "#app/content/track-cost-logic.ts"

/**
 * The plans section in a language (the home page, its landing pages and /pricing): its words (the
 * catalogs' `plans` messages, formatted here but for the card's button and list label, which take
 * the plan's name where they are shown), each plan's card with its prices already written in the
 * language, and the calculator's words. All of it is loader data, so the browser imports no copy;
 * the calculator still computes live from the figures in app/content/plan-figures.ts.
 */
export function pricingSection(locale: Locale) {
  const messages = messagesFor(locale, copyValues(locale))
  const { section } = messages.plans
  const words = {
    ...section,
    intro: formatMessage(section.intro, locale, { count: FREE_VIDEOS }),
    yearly: formatMessage(section.yearly, locale, { saving: YEARLY_SAVING_PERCENT / 100 }),
  }
  return {
    locale,
    words,
    plans: plansIn(messages.plans, locale).map((plan) => ({
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
    calculator: messages.calculator,
    /** Where the calculator's form without JavaScript goes: this language's /pricing, answered by the server. */
    pricingPath: localizePath(PRICING_PATH, locale),
    salesHref: `mailto:${site.email.sales}?subject=${encodeURIComponent(section.salesSubject)}`,
  }
}

export type PricingSectionContent = ReturnType<typeof pricingSection>
