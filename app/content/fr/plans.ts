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

// The plans' words in French (vous). Every figure comes from app/content/plan-figures.ts, through Intl.

const NUMBER_WORDS = ["zéro", "une", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"]
const videos = plural(FREE_VIDEOS, "fr", { one: "vidéo", other: "vidéos" })
const premieres = plural(FREE_VIDEOS, "fr", { one: "première", other: "premières" })

export const freeVideos: typeof en.freeVideos = `${formatNumber(FREE_VIDEOS, "fr")} ${videos}`
export const freeVideosInWords: typeof en.freeVideosInWords = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} ${videos}`
export const FREE_TRIAL: typeof en.FREE_TRIAL = `Vos ${formatNumber(FREE_VIDEOS, "fr")} ${premieres} ${videos} offertes, sans carte bancaire`
export const COMPARISON_PRICE_RANGE: typeof en.COMPARISON_PRICE_RANGE = `De gratuit à ${formatPrice(COMPARISON_TOP_PRICE, "fr")}/mois`
export const YEARLY_SAVING: typeof en.YEARLY_SAVING = `jusqu’à ${formatPercent(YEARLY_SAVING_PERCENT, "fr")}`

export const planWords: typeof en.planWords = {
  period: "/mois",
  badges: { popular: "Le plus choisi", best: "Meilleure offre" },
  descriptions: {
    basic: "Essayez gratuitement et n’achetez des tokens que lorsque vous en avez besoin.",
    super: "Pour les artistes qui sortent un morceau de temps en temps.",
    ultra: "Pour les créateurs qui publient des clips chaque semaine.",
    hyper: "Pour les labels, agences et studios qui produisent à grande échelle.",
  },
  features: {
    tokenShop: "Accès à la boutique de tokens",
    freeTrial: FREE_TRIAL,
    fullHd: "Full HD, sans filigrane",
    formats: "Vertical, horizontal et carré",
    prioritySupport: "Support prioritaire",
  },
  // Only Basic's 0, which French counts as singular.
  noTokens: "{tokens} token inclus",
  tokensPer: { month: "{tokens} tokens/mois", year: "{tokens} tokens/an" },
  aboutVideo: "Environ {duration} de vidéo",
}

export const plans: typeof en.plans = plansIn(planWords, "fr")
