import type * as en from "#app/content/track-cost.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { formatNumber } from "#app/content/plan-figures.ts"
import { freeVideos } from "./plans.ts"

// The price calculator's words in Brazilian Portuguese (você). `{name}` slots are filled as the visitor types.

const MIN = formatTrackLength(MIN_TRACK_SECONDS)
const MAX = formatTrackLength(MAX_TRACK_SECONDS)

export const calculatorWords: typeof en.calculatorWords = {
  title: "Quanto vai custar a minha faixa?",
  intro:
    "Informe a duração da sua faixa e quantos vídeos você faz por mês: veja quais planos incluem tokens suficientes e quanto cada um custa no plano mensal ou anual.",
  lengthLabel: "Duração da faixa",
  lengthHint: `Minutos:segundos, de ${MIN} a ${MAX}`,
  videosLabel: "Vídeos por mês",
  videosHint: "Um número inteiro, por ex. 4",
  submit: "Ver preços",
  plansLabel: "Planos para esta faixa",
  note: "Uma estimativa com base nos números de cada plano: os minutos de vídeo informados são aproximados, então deixe uma folga.",
  billed: { monthly: "Cobrança mensal", yearly: "Cobrança anual" },
  perMonth: "{price}/mês",
  perMonthAndYear: "{price}/mês, {total} por ano",
  waiting: "Informe uma duração e uma quantidade acima",
  noTokens: `Nenhum token incluído: os primeiros ${freeVideos} são grátis, depois a loja de tokens`,
  fits: {
    monthly: "Cabe: usa {needed} de {included} tokens por mês",
    yearly: "Cabe: usa {needed} de {included} tokens por ano",
  },
  doesNotFit: {
    monthly: "Não cabe: precisa de {needed} tokens por mês, inclui {included}",
    yearly: "Não cabe: precisa de {needed} tokens por ano, inclui {included}",
  },
  correctFields: "Corrija os campos acima para ver quanto custam os seus vídeos.",
  videosOf: { one: "{count} vídeo de {length} por mês", other: "{count} vídeos de {length} por mês" },
  cheapest: "{videos} dão {total} de vídeo. O plano mais barato que atende é o {plan}, {billed}, por {price}/mês.",
  cheapestBilled: { monthly: "com cobrança mensal", yearly: "com cobrança anual" },
  tooMuch: "{videos} dão {total} de vídeo: mais do que qualquer plano inclui. Fale com a gente sobre um volume personalizado.",
  startWith: "Começar com o {plan}",
  contactSales: "Falar com vendas",
  errors: {
    lengthEmpty: "Informe a duração da faixa em minutos e segundos, por ex. 3:00.",
    lengthFormat: "Escreva a duração como minutos:segundos, por ex. 3:00 ou 2:45.",
    lengthSeconds: "Os segundos vão de 00 a 59, por ex. 2:45.",
    lengthRange: `A calculadora cobre a duração de faixa recomendada, de ${MIN} a ${MAX}.`,
    videosEmpty: "Informe quantos vídeos você faz por mês, por ex. 4.",
    videosNegative: "O número de vídeos não pode ser negativo: informe 1 ou mais.",
    videosWhole: "Informe um número inteiro de vídeos, por ex. 4.",
    videosZero: "Informe pelo menos 1 vídeo.",
    videosTooMany: `A calculadora conta até ${formatNumber(MAX_VIDEOS, "pt-br")} vídeos por mês: para mais, fale com vendas.`,
  },
}
