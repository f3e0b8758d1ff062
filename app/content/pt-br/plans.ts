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

// The plans' words in Brazilian Portuguese (você). Every figure comes from app/content/plan-figures.ts, through Intl.

const NUMBER_WORDS = ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez"]
const videos = plural(FREE_VIDEOS, "pt-br", { one: "vídeo", other: "vídeos" })

export const freeVideos: typeof en.freeVideos = `${formatNumber(FREE_VIDEOS, "pt-br")} ${videos}`
export const freeVideosInWords: typeof en.freeVideosInWords = `${NUMBER_WORDS[FREE_VIDEOS] ?? FREE_VIDEOS} ${videos}`
export const FREE_TRIAL: typeof en.FREE_TRIAL = `Seus primeiros ${freeVideos} grátis, sem cartão de crédito`
export const COMPARISON_PRICE_RANGE: typeof en.COMPARISON_PRICE_RANGE = `De grátis a ${formatPrice(COMPARISON_TOP_PRICE, "pt-br")}/mês`
export const YEARLY_SAVING: typeof en.YEARLY_SAVING = `até ${formatPercent(YEARLY_SAVING_PERCENT, "pt-br")}`

export const planWords: typeof en.planWords = {
  period: "/mês",
  badges: { popular: "Mais popular", best: "Melhor oferta" },
  descriptions: {
    basic: "Teste grátis e compre tokens só quando precisar.",
    super: "Para artistas que lançam uma faixa de vez em quando.",
    ultra: "Para criadores que postam videoclipes toda semana.",
    hyper: "Para gravadoras, agências e estúdios que produzem em grande escala.",
  },
  features: {
    tokenShop: "Acesso à loja de tokens",
    freeTrial: FREE_TRIAL,
    fullHd: "Full HD, sem marca d’água",
    formats: "Vertical, horizontal e quadrado",
    prioritySupport: "Suporte prioritário",
  },
  noTokens: "{tokens} tokens incluídos",
  tokensPer: { month: "{tokens} tokens/mês", year: "{tokens} tokens/ano" },
  aboutVideo: "Cerca de {duration} de vídeo",
}

export const plans: typeof en.plans = plansIn(planWords, "pt-br")
