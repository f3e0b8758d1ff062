import type * as en from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import {
  COMPARISON_TOP_PRICE,
  FREE_VIDEOS,
  YEARLY_SAVING_PERCENT,
  formatNumber,
  formatPercent,
  formatPrice,
} from "#app/content/plan-figures.ts"
import { plansIn } from "#app/content/plans.ts"

// The plans' words in German (du, as the marketing pages). Every figure comes from app/content/plan-figures.ts, through Intl.

const NUMBER_WORDS = ["null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"]
const videos = plural(FREE_VIDEOS, "de", { one: "Video", other: "Videos" })

export const freeVideos: typeof en.freeVideos = `${formatNumber(FREE_VIDEOS, "de")} ${videos}`
export const freeVideosInWords: typeof en.freeVideosInWords = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} ${videos}`
export const FREE_TRIAL: typeof en.FREE_TRIAL = `Die ersten ${freeVideos} kostenlos, ohne Kreditkarte`
export const COMPARISON_PRICE_RANGE: typeof en.COMPARISON_PRICE_RANGE = `Kostenlos bis ${formatPrice(COMPARISON_TOP_PRICE, "de")}/Monat`
export const YEARLY_SAVING: typeof en.YEARLY_SAVING = `bis zu ${formatPercent(YEARLY_SAVING_PERCENT, "de")}`

export const planWords: typeof en.planWords = {
  period: "/Monat",
  badges: { popular: "Am beliebtesten", best: "Bestes Angebot" },
  descriptions: {
    basic: "Teste kostenlos und kauf Tokens nur, wenn du sie brauchst.",
    super: "Für Künstler, die ab und zu einen Track veröffentlichen.",
    ultra: "Für Creator, die jede Woche Musikvideos posten.",
    hyper: "Für Labels, Agenturen und Studios, die in großem Stil produzieren.",
  },
  features: {
    tokenShop: "Zugang zum Token-Shop",
    freeTrial: FREE_TRIAL,
    fullHd: "Full HD, ohne Wasserzeichen",
    formats: "Hochkant, quer und quadratisch",
    prioritySupport: "Bevorzugter Support",
  },
  noTokens: "{tokens} Tokens inklusive",
  tokensPer: { month: "{tokens} Tokens/Monat", year: "{tokens} Tokens/Jahr" },
  aboutVideo: "Reicht für etwa {duration} Video",
}

export const plans: typeof en.plans = plansIn(planWords, "de")
