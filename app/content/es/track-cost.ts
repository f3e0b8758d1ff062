import type * as en from "#app/content/track-cost.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { formatNumber } from "#app/content/plan-figures.ts"
import { freeVideos } from "./plans.ts"

// The price calculator's words in Spanish (tú). `{name}` slots are filled as the visitor types.

const MIN = formatTrackLength(MIN_TRACK_SECONDS)
const MAX = formatTrackLength(MAX_TRACK_SECONDS)

export const calculatorWords: typeof en.calculatorWords = {
  title: "¿Cuánto me costará mi tema?",
  intro:
    "Introduce la duración de tu tema y cuántos videos haces al mes: verás qué planes incluyen tokens suficientes y cuánto cuesta cada uno con pago mensual o anual.",
  lengthLabel: "Duración del tema",
  lengthHint: `Minutos:segundos, de ${MIN} a ${MAX}`,
  videosLabel: "Videos al mes",
  videosHint: "Un número entero, p. ej. 4",
  submit: "Ver precios",
  plansLabel: "Planes para este tema",
  note: "Es una estimación a partir de las cifras de cada plan: los minutos de video que indican son aproximados, así que deja algo de margen.",
  billed: { monthly: "Pago mensual", yearly: "Pago anual" },
  perMonth: "{price}/mes",
  perMonthAndYear: "{price}/mes, {total} al año",
  waiting: "Introduce una duración y un número de videos arriba",
  noTokens: `Sin tokens incluidos: los primeros ${freeVideos} gratis y después, la tienda de tokens`,
  fits: {
    monthly: "Te alcanza: usa {needed} de {included} tokens al mes",
    yearly: "Te alcanza: usa {needed} de {included} tokens al año",
  },
  doesNotFit: {
    monthly: "No alcanza: necesita {needed} tokens al mes e incluye {included}",
    yearly: "No alcanza: necesita {needed} tokens al año e incluye {included}",
  },
  correctFields: "Corrige los campos de arriba para ver cuánto cuestan tus videos.",
  videosOf: { one: "{count} video de {length} al mes", other: "{count} videos de {length} al mes" },
  cheapest: "{videos} suman {total} de video. El plan más barato que te alcanza es {plan}, {billed}, a {price}/mes.",
  cheapestBilled: { monthly: "con pago mensual", yearly: "con pago anual" },
  tooMuch: "{videos} suman {total} de video: más de lo que incluye cualquier plan. Hablemos de un volumen a medida.",
  startWith: "Empieza con {plan}",
  contactSales: "Contactar con ventas",
  errors: {
    lengthEmpty: "Introduce la duración del tema en minutos y segundos, p. ej. 3:00.",
    lengthFormat: "Escribe la duración como minutos:segundos, p. ej. 3:00 o 2:45.",
    lengthSeconds: "Los segundos van de 00 a 59, p. ej. 2:45.",
    lengthRange: `La calculadora cubre la duración recomendada de un tema, de ${MIN} a ${MAX}.`,
    videosEmpty: "Introduce cuántos videos haces al mes, p. ej. 4.",
    videosNegative: "El número de videos no puede ser negativo: introduce 1 o más.",
    videosWhole: "Introduce un número entero de videos, p. ej. 4.",
    videosZero: "Introduce al menos 1 video.",
    videosTooMany: `La calculadora llega hasta ${formatNumber(MAX_VIDEOS, "es")} videos al mes: si necesitas más, contacta con ventas.`,
  },
}
