import type { Locale } from "#app/i18n/locales.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { FREE_VIDEOS, YEARLY_SAVING_PERCENT, formatMinutes, planFigures } from "#app/content/plan-figures.ts"
import { copyValues } from "./copy-values.ts"

/**
 * /pricing's own words in a language (the plans section above them is pricing-section.server.ts):
 * the catalogs' `pricingPage` messages, their figures filled from app/content/plan-figures.ts.
 */
export function pricingPageWords(locale: Locale) {
  const { title, description, questionsTitle, questions, closing } = messagesFor(locale, copyValues(locale)).pricingPage
  const { fits, exact, trackLength, billing, trial } = questions
  const superQuota = planFigures.find((plan) => plan.id === "super")!.monthlyQuota
  return {
    title,
    description,
    questionsTitle,
    questions: [
      {
        question: fits.question,
        answer: formatMessage(fits.answer, locale, {
          tokens: superQuota.tokens,
          duration: formatMinutes(superQuota.minutes, locale),
        }),
      },
      exact,
      trackLength,
      { question: billing.question, answer: formatMessage(billing.answer, locale, { saving: YEARLY_SAVING_PERCENT / 100 }) },
      { question: trial.question, answer: formatMessage(trial.answer, locale, { count: FREE_VIDEOS }) },
    ],
    closing: { ...closing, text: formatMessage(closing.text, locale, { count: FREE_VIDEOS }) },
  }
}

export type PricingPageWords = ReturnType<typeof pricingPageWords>

/** One of the page's questions with its answer. */
export type PricingQuestion = PricingPageWords["questions"][number]
