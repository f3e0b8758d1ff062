import type * as en from "#app/content/pricing-page.ts"
import { formatMinutes, formatNumber, formatUnit } from "#app/content/plan-figures.ts"
import { MAX_TRACK_SECONDS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { FREE_TRIAL, YEARLY_SAVING, freeVideos, plans } from "./plans.ts"

// /pricing and the pricing section in Brazilian Portuguese (você). Every figure comes from plan-figures.ts, through Intl.

const superPlan = plans.find((p) => p.id === "super")!

export const pricingPage: typeof en.pricingPage = {
  title: "Preços: planos e quanto vai custar a sua faixa",
  description:
    "Planos do Syncreel, do grátis ao Hyper, com cobrança mensal ou anual. Informe a duração da sua faixa e quantos vídeos você faz por mês e veja qual plano atende e quanto custa.",
  questionsTitle: "Perguntas sobre preços",
  questions: [
    {
      question: "Como a calculadora descobre qual plano atende?",
      answer: `Cada plano inclui uma quantidade de tokens e informa mais ou menos quantos minutos de vídeo eles rendem: os ${formatNumber(superPlan.monthlyQuota.tokens, "pt-br")} tokens por mês do Super rendem cerca de ${formatMinutes(superPlan.monthlyQuota.minutes, "pt-br")}. Para cada plano, a calculadora divide os tokens pelos minutos, multiplica pela duração da sua faixa e pelo número de vídeos e compara o resultado com o que o plano inclui, por mês ou, na cobrança anual, por ano.`,
    },
    {
      question: "Os minutos são exatos?",
      answer: `Não: os planos informam valores aproximados, para um modelo de vídeo específico, então trate a resposta como uma estimativa e deixe uma folga.`,
    },
    {
      question: `Por que uma faixa de ${formatTrackLength(MIN_TRACK_SECONDS)} a ${formatTrackLength(MAX_TRACK_SECONDS)}?`,
      answer: `É a duração de faixa recomendada: de ${formatUnit(MIN_TRACK_SECONDS, "second", "pt-br")} a ${formatUnit(MAX_TRACK_SECONDS / 60, "minute", "pt-br")}.`,
    },
    {
      question: "Mensal ou anual?",
      answer: `Na cobrança anual, todo plano pago custa menos por mês (${YEARLY_SAVING}): você paga o ano de uma vez e recebe os tokens do ano inteiro.`,
    },
    {
      question: "Posso testar antes?",
      answer: `Sim: os seus primeiros ${freeVideos} são grátis, sem precisar de cartão de crédito. Depois, no Basic você compra tokens na loja de tokens; os planos pagos já incluem tokens.`,
    },
  ],
  closing: {
    title: "Os seus primeiros vídeos são por nossa conta",
    text: `${FREE_TRIAL}. Envie uma faixa e veja a sua música ganhar vida.`,
    label: "Comece a criar agora",
  },
}

export const pricingSectionWords: typeof en.pricingSectionWords = {
  eyebrow: "Preços",
  title: "Planos simples que crescem com você",
  intro: `Comece grátis com ${freeVideos} e sem cartão de crédito. Faça upgrade quando o seu ritmo de lançamentos aumentar.`,
  monthly: "Mensal",
  yearly: `Cobrança anual (economize ${YEARLY_SAVING})`,
  freeForever: "Grátis para sempre",
  billedYearly: "Cobrança anual",
  billedMonthly: "Cobrança mensal",
  continue: "Continuar",
  continueWith: " com o {plan}",
  includes: "O que o {plan} inclui",
  salesTitle: "Precisa de mais para uma gravadora, agência ou escola?",
  salesText: "Volumes de tokens personalizados, faturamento e onboarding para a sua equipe.",
  contactSales: "Falar com vendas",
  salesSubject: "Planos do {brand} para a minha equipe",
}
