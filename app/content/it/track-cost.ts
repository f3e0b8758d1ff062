import type * as en from "#app/content/track-cost.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { formatNumber } from "#app/content/plan-figures.ts"
import { freeVideos } from "./plans.ts"

// The price calculator's words in Italian (tu). `{name}` slots are filled as the visitor types.

const MIN = formatTrackLength(MIN_TRACK_SECONDS)
const MAX = formatTrackLength(MAX_TRACK_SECONDS)

export const calculatorWords: typeof en.calculatorWords = {
  title: "Quanto mi costa il mio brano?",
  intro:
    "Inserisci la durata del brano e quanti video fai al mese: vedrai quali piani includono abbastanza token e quanto costa ciascuno, con pagamento mensile o annuale.",
  lengthLabel: "Durata del brano",
  lengthHint: `Minuti:secondi, da ${MIN} a ${MAX}`,
  videosLabel: "Video al mese",
  videosHint: "Un numero intero, ad esempio 4",
  submit: "Mostra i prezzi",
  plansLabel: "Piani per questo brano",
  note: "È una stima basata sui dati di ciascun piano: i minuti di video indicati sono approssimativi, quindi tieniti un po' di margine.",
  billed: { monthly: "Pagamento mensile", yearly: "Pagamento annuale" },
  perMonth: "{price}/mese",
  perMonthAndYear: "{price}/mese, {total} all'anno",
  waiting: "Inserisci una durata e un numero di video qui sopra",
  noTokens: `Nessun token incluso: i primi ${freeVideos} sono gratis, poi c'è il negozio di token`,
  fits: {
    monthly: "Va bene: usa {needed} dei {included} token al mese",
    yearly: "Va bene: usa {needed} dei {included} token all'anno",
  },
  doesNotFit: {
    monthly: "Non basta: servono {needed} token al mese, ne include {included}",
    yearly: "Non basta: servono {needed} token all'anno, ne include {included}",
  },
  correctFields: "Correggi i campi qui sopra per vedere quanto costano i tuoi video.",
  videosOf: { one: "{count} video da {length} al mese", other: "{count} video da {length} al mese" },
  cheapest: "{videos} fanno {total} di video. Il piano più economico che basta è {plan}, {billed}, a {price}/mese.",
  cheapestBilled: { monthly: "con pagamento mensile", yearly: "con pagamento annuale" },
  tooMuch: "{videos} fanno {total} di video: più di quanto includa qualsiasi piano. Parliamone per un volume su misura.",
  startWith: "Inizia con {plan}",
  contactSales: "Contatta il commerciale",
  errors: {
    lengthEmpty: "Inserisci la durata del brano in minuti e secondi, ad esempio 3:00.",
    lengthFormat: "Scrivi la durata come minuti:secondi, ad esempio 3:00 o 2:45.",
    lengthSeconds: "I secondi vanno da 00 a 59, ad esempio 2:45.",
    lengthRange: `Il calcolatore copre la durata consigliata per un brano, da ${MIN} a ${MAX}.`,
    videosEmpty: "Inserisci quanti video fai al mese, ad esempio 4.",
    videosNegative: "Il numero di video non può essere negativo: inserisci 1 o più.",
    videosWhole: "Inserisci un numero intero di video, ad esempio 4.",
    videosZero: "Inserisci almeno 1 video.",
    videosTooMany: `Il calcolatore arriva fino a ${formatNumber(MAX_VIDEOS, "it")} video al mese: per averne di più, contatta il commerciale.`,
  },
}
