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

// The plans' words in Spanish (tú). Every figure comes from app/content/plan-figures.ts, through Intl.

const NUMBER_WORDS = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"]
const videos = plural(FREE_VIDEOS, "es", { one: "video", other: "videos" })

export const freeVideos: typeof en.freeVideos = `${formatNumber(FREE_VIDEOS, "es")} ${videos}`
export const freeVideosInWords: typeof en.freeVideosInWords = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} ${videos}`
export const FREE_TRIAL: typeof en.FREE_TRIAL = `Tus primeros ${freeVideos} gratis, sin tarjeta de crédito`
export const COMPARISON_PRICE_RANGE: typeof en.COMPARISON_PRICE_RANGE = `Desde gratis hasta ${formatPrice(COMPARISON_TOP_PRICE, "es")}/mes`
export const YEARLY_SAVING: typeof en.YEARLY_SAVING = `hasta un ${formatPercent(YEARLY_SAVING_PERCENT, "es")}`

export const planWords: typeof en.planWords = {
  period: "/mes",
  badges: { popular: "El más elegido", best: "Mejor oferta" },
  descriptions: {
    basic: "Pruébalo gratis y compra tokens solo cuando los necesites.",
    super: "Para artistas que lanzan un tema de vez en cuando.",
    ultra: "Para creadores que publican videoclips cada semana.",
    hyper: "Para sellos, agencias y estudios que producen a gran escala.",
  },
  features: {
    tokenShop: "Acceso a la tienda de tokens",
    freeTrial: FREE_TRIAL,
    fullHd: "Full HD, sin marca de agua",
    formats: "Vertical, horizontal y cuadrado",
    prioritySupport: "Soporte prioritario",
  },
  noTokens: "{tokens} tokens incluidos",
  tokensPer: { month: "{tokens} tokens/mes", year: "{tokens} tokens/año" },
  aboutVideo: "Aprox. {duration} de video",
}

export const plans: typeof en.plans = plansIn(planWords, "es")
