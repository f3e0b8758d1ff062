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

// The plans' words in Italian (tu). Every figure comes from app/content/plan-figures.ts, through Intl.

const NUMBER_WORDS = ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci"]
const video = plural(FREE_VIDEOS, "it", { one: "video", other: "video" })

export const freeVideos: typeof en.freeVideos = `${formatNumber(FREE_VIDEOS, "it")} ${video}`
export const freeVideosInWords: typeof en.freeVideosInWords = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} ${video}`
export const FREE_TRIAL: typeof en.FREE_TRIAL = `I primi ${freeVideos} gratis, senza carta di credito`
export const COMPARISON_PRICE_RANGE: typeof en.COMPARISON_PRICE_RANGE = `Dal piano gratuito a ${formatPrice(COMPARISON_TOP_PRICE, "it")}/mese`
export const YEARLY_SAVING: typeof en.YEARLY_SAVING = `fino al ${formatPercent(YEARLY_SAVING_PERCENT, "it")}`

export const planWords: typeof en.planWords = {
  period: "/mese",
  badges: { popular: "Il più scelto", best: "Miglior offerta" },
  descriptions: {
    basic: "Provalo gratis e compra token solo quando ti servono.",
    super: "Per artisti che pubblicano un brano ogni tanto.",
    ultra: "Per creator che pubblicano video musicali ogni settimana.",
    hyper: "Per etichette, agenzie e studi che producono su larga scala.",
  },
  features: {
    tokenShop: "Accesso al negozio di token",
    freeTrial: FREE_TRIAL,
    fullHd: "Full HD, senza filigrana",
    formats: "Verticale, orizzontale e quadrato",
    prioritySupport: "Assistenza prioritaria",
  },
  noTokens: "{tokens} token inclusi",
  tokensPer: { month: "{tokens} token/mese", year: "{tokens} token/anno" },
  aboutVideo: "Circa {duration} di video",
}

export const plans: typeof en.plans = plansIn(planWords, "it")
