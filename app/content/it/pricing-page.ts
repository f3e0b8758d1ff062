import type * as en from "#app/content/pricing-page.ts"
import { formatMinutes, formatNumber, formatUnit } from "#app/content/plan-figures.ts"
import { MAX_TRACK_SECONDS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { FREE_TRIAL, YEARLY_SAVING, freeVideos, plans } from "./plans.ts"

// /pricing and the pricing section in Italian (tu). Every figure comes from plan-figures.ts, through Intl.

const superPlan = plans.find((p) => p.id === "super")!

export const pricingPage: typeof en.pricingPage = {
  title: "Prezzi: i piani e quanto ti costa il tuo brano",
  description:
    "I piani di Syncreel, dal gratuito a Hyper, con pagamento mensile o annuale. Inserisci la durata del brano e quanti video fai al mese: scopri quale piano fa per te e quanto costa.",
  questionsTitle: "Domande sui prezzi",
  questions: [
    {
      question: "Come fa il calcolatore a capire quale piano basta?",
      answer: `Ogni piano include un certo numero di token e indica a quanti minuti di video corrispondono all’incirca: i ${formatNumber(superPlan.monthlyQuota.tokens, "it")} token al mese di Super corrispondono a circa ${formatMinutes(superPlan.monthlyQuota.minutes, "it")}. Per ogni piano il calcolatore divide i token per i minuti, moltiplica il risultato per la durata del brano e per il numero di video, e lo confronta con quello che il piano include: al mese oppure, con il pagamento annuale, all’anno.`,
    },
    {
      question: "I minuti sono esatti?",
      answer: `No: i piani li indicano come «circa» e per un solo modello video, quindi prendi la risposta come una stima e tieniti un po’ di margine.`,
    },
    {
      question: `Perché un brano da ${formatTrackLength(MIN_TRACK_SECONDS)} a ${formatTrackLength(MAX_TRACK_SECONDS)}?`,
      answer: `È la durata consigliata per un brano: da ${formatUnit(MIN_TRACK_SECONDS, "second", "it")} a ${formatUnit(MAX_TRACK_SECONDS / 60, "minute", "it")}.`,
    },
    {
      question: "Mensile o annuale?",
      answer: `Con il pagamento annuale ogni piano a pagamento costa meno al mese (${YEARLY_SAVING}): paghi l’anno in un’unica soluzione e ricevi i token di un anno intero.`,
    },
    {
      question: "Posso provarlo prima?",
      answer: `Sì: i tuoi primi ${freeVideos} sono gratis, senza bisogno di carta di credito. Dopo, con Basic acquisti i token nel negozio di token; i piani a pagamento li includono già.`,
    },
  ],
  closing: {
    title: "I tuoi primi video li offriamo noi",
    text: `${FREE_TRIAL}. Carica un brano e guardalo prendere vita.`,
    label: "Inizia a creare ora",
  },
}

export const pricingSectionWords: typeof en.pricingSectionWords = {
  eyebrow: "Prezzi",
  title: "Piani semplici che crescono con te",
  intro: `Inizia gratis con ${freeVideos} e senza carta di credito. Passa a un piano superiore quando crescono le tue uscite.`,
  monthly: "Mensile",
  yearly: `Pagamento annuale (risparmi ${YEARLY_SAVING})`,
  freeForever: "Gratis per sempre",
  billedYearly: "Pagamento annuale",
  billedMonthly: "Pagamento mensile",
  continue: "Continua",
  continueWith: " con {plan}",
  includes: "Cosa include {plan}",
  salesTitle: "Ti serve di più per un’etichetta, un’agenzia o una scuola?",
  salesText: "Volumi di token su misura, fatturazione e onboarding per il tuo team.",
  contactSales: "Contatta il commerciale",
  salesSubject: "Piani {brand} per il mio team",
}
