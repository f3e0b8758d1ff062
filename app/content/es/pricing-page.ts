import type * as en from "#app/content/pricing-page.ts"
import { formatMinutes, formatNumber, formatUnit } from "#app/content/plan-figures.ts"
import { MAX_TRACK_SECONDS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { FREE_TRIAL, YEARLY_SAVING, freeVideos, plans } from "./plans.ts"

// /pricing and the pricing section in Spanish (tú). Every figure comes from plan-figures.ts, through Intl.

const superPlan = plans.find((p) => p.id === "super")!

export const pricingPage: typeof en.pricingPage = {
  title: "Precios: planes y cuánto te costará tu tema",
  description:
    "Planes de Syncreel, del gratuito al Hyper, con pago mensual o anual. Ingresa la duración de tu tema y cuántos videos haces al mes, y verás qué plan te conviene y cuánto cuesta.",
  questionsTitle: "Preguntas sobre precios",
  questions: [
    {
      question: "¿Cómo sabe la calculadora qué plan te alcanza?",
      answer: `Cada plan incluye una cantidad de tokens e indica aproximadamente cuántos minutos de video rinden: los ${formatNumber(superPlan.monthlyQuota.tokens, "es")} tokens al mes de Super rinden unos ${formatMinutes(superPlan.monthlyQuota.minutes, "es")}. Para cada plan, la calculadora divide los tokens entre los minutos, multiplica por la duración de tu tema y por el número de videos, y compara el resultado con lo que incluye el plan, al mes o, con pago anual, al año.`,
    },
    {
      question: "¿Los minutos son exactos?",
      answer: `No: los planes los indican como aproximados, para un modelo de video específico, así que toma la respuesta como una estimación y deja algo de margen.`,
    },
    {
      question: `¿Por qué un tema de ${formatTrackLength(MIN_TRACK_SECONDS)} a ${formatTrackLength(MAX_TRACK_SECONDS)}?`,
      answer: `Es la duración recomendada para un tema: de ${formatUnit(MIN_TRACK_SECONDS, "second", "es")} a ${formatUnit(MAX_TRACK_SECONDS / 60, "minute", "es")}.`,
    },
    {
      question: "¿Mensual o anual?",
      answer: `Con pago anual, cada plan de pago cuesta menos al mes (${YEARLY_SAVING}): pagas el año de una vez y recibes los tokens de todo el año.`,
    },
    {
      question: "¿Puedo probarlo antes?",
      answer: `Sí: tus primeros ${freeVideos} son gratis y no necesitas tarjeta de crédito. Después, con Basic compras tokens en la tienda de tokens; los planes de pago incluyen los suyos.`,
    },
  ],
  closing: {
    title: "Tus primeros videos corren por nuestra cuenta",
    text: `${FREE_TRIAL}. Sube un tema y míralo cobrar vida.`,
    label: "Empieza a crear ahora",
  },
}

export const pricingSectionWords: typeof en.pricingSectionWords = {
  eyebrow: "Precios",
  title: "Planes sencillos que crecen contigo",
  intro: `Empieza gratis con ${freeVideos} y sin tarjeta de crédito. Mejora tu plan cuando crezca tu ritmo de lanzamientos.`,
  monthly: "Mensual",
  yearly: `Pago anual (ahorra ${YEARLY_SAVING})`,
  freeForever: "Gratis para siempre",
  billedYearly: "Pago anual",
  billedMonthly: "Pago mensual",
  continue: "Continuar",
  continueWith: " con {plan}",
  includes: "Qué incluye {plan}",
  salesTitle: "¿Necesitas más para un sello, una agencia o una escuela?",
  salesText: "Volúmenes de tokens a medida, facturación y onboarding para tu equipo.",
  contactSales: "Hablar con ventas",
  salesSubject: "Planes de {brand} para mi equipo",
}
