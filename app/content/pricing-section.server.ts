import type { Locale } from "#app/i18n/locales.ts"

/** The plans section in a language (the home page, its landing pages and /pricing). */
export function pricingSection(locale: Locale) {
  return { locale }
}

export type PricingSectionContent = ReturnType<typeof pricingSection>
