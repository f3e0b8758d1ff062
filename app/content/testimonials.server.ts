import type { Locale } from "#app/i18n/locales.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { copyValues } from "./copy-values.ts"

/**
 * The testimonial cards of the home and landing pages (SPEC §2, §3). Example marketing copy: replace
 * the entries with real quotes (and permission) as they come in. Each card's words, its role and its
 * quote, are in the catalogs under `testimonials.cards.<id>` (app/i18n/messages/<locale>.json); here
 * is what is not a word: who says it (names are not translated), the rating and the avatar.
 */
const cards = [
  { id: "maya", name: "Maya Chen", rating: 5, initials: "MC", color: "bg-violet-strong" },
  { id: "jordan", name: "Jordan Reyes", rating: 5, initials: "JR", color: "bg-pink-strong" },
  { id: "priya", name: "Priya Nair", rating: 5, initials: "PN", color: "bg-orange-strong" },
  { id: "lukas", name: "Lukas Weber", rating: 4, initials: "LW", color: "bg-violet-strong" },
  { id: "sofia", name: "Sofia Marquez", rating: 5, initials: "SM", color: "bg-pink-strong" },
  { id: "dev", name: "Dev Patel", rating: 5, initials: "DP", color: "bg-orange-strong" },
] as const satisfies readonly {
  id: string
  name: string
  rating: 1 | 2 | 3 | 4 | 5
  initials: string
  /** Tailwind background for the avatar; a -strong colour so the white initials stay readable. */
  color: string
}[]

/** The stars a rating is out of. */
export const RATING_SCALE = 5

/**
 * The cards in a language, as serialisable words: each one's person, role, quote and rating, with
 * the sentence a screen reader hears for the stars ("Rated 4 out of 5").
 */
export function testimonialCards(locale: Locale) {
  const words = messagesFor(locale, copyValues(locale)).testimonials
  return cards.map(({ id, ...card }) => {
    const own = words.cards[id]
    return {
      ...card,
      role: own.role,
      content: own.quote,
      scale: RATING_SCALE,
      ratingLabel: formatMessage(words.rating, locale, { rating: card.rating, scale: RATING_SCALE }),
    }
  })
}
