import type * as en from "#app/content/track-cost.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { formatNumber } from "#app/content/plan-figures.ts"
import { freeVideos } from "./plans.ts"

// The price calculator's words in German (du). `{name}` slots are filled as the visitor types.

const MIN = formatTrackLength(MIN_TRACK_SECONDS)
const MAX = formatTrackLength(MAX_TRACK_SECONDS)

export const calculatorWords: typeof en.calculatorWords = {
  title: "Was kostet mein Track?",
  intro:
    "Gib die Länge deines Tracks ein und wie viele Videos du im Monat machst: Du siehst, welche Pläne genug Tokens enthalten und was jeder bei monatlicher oder jährlicher Zahlung kostet.",
  lengthLabel: "Länge des Tracks",
  lengthHint: `Minuten:Sekunden, von ${MIN} bis ${MAX}`,
  videosLabel: "Videos pro Monat",
  videosHint: "Eine ganze Zahl, z. B. 4",
  submit: "Preise anzeigen",
  plansLabel: "Pläne für diesen Track",
  note: "Eine Schätzung nach den Angaben jedes Plans: Die Minuten Video sind dort als ungefähre Werte angegeben, plane also etwas Spielraum ein.",
  billed: { monthly: "Monatliche Zahlung", yearly: "Jährliche Zahlung" },
  perMonth: "{price}/Monat",
  perMonthAndYear: "{price}/Monat, {total} pro Jahr",
  waiting: "Gib oben eine Länge und eine Anzahl ein",
  noTokens: `Keine Tokens inklusive: die ersten ${freeVideos} kostenlos, danach der Token-Shop`,
  fits: {
    monthly: "Passt: nutzt {needed} von {included} Tokens pro Monat",
    yearly: "Passt: nutzt {needed} von {included} Tokens pro Jahr",
  },
  doesNotFit: {
    monthly: "Passt nicht: braucht {needed} Tokens pro Monat, enthält {included}",
    yearly: "Passt nicht: braucht {needed} Tokens pro Jahr, enthält {included}",
  },
  correctFields: "Korrigiere die Felder oben, um zu sehen, was deine Videos kosten.",
  videosOf: { one: "{count} Video mit {length} pro Monat", other: "{count} Videos mit {length} pro Monat" },
  cheapest: "{videos} ergeben {total} Video. Der günstigste passende Plan ist {plan}, {billed}, für {price}/Monat.",
  cheapestBilled: { monthly: "monatlich bezahlt", yearly: "jährlich bezahlt" },
  tooMuch: "{videos} ergeben {total} Video: mehr, als ein Plan enthält. Sprich mit uns über ein individuelles Volumen.",
  startWith: "Mit {plan} starten",
  contactSales: "Vertrieb kontaktieren",
  errors: {
    lengthEmpty: "Gib die Länge des Tracks in Minuten und Sekunden ein, z. B. 3:00.",
    lengthFormat: "Schreib die Länge als Minuten:Sekunden, z. B. 3:00 oder 2:45.",
    lengthSeconds: "Sekunden gehen von 00 bis 59, z. B. 2:45.",
    lengthRange: `Der Rechner deckt die empfohlene Tracklänge ab, von ${MIN} bis ${MAX}.`,
    videosEmpty: "Gib ein, wie viele Videos du im Monat machst, z. B. 4.",
    videosNegative: "Die Anzahl der Videos kann nicht negativ sein: Gib 1 oder mehr ein.",
    videosWhole: "Gib eine ganze Zahl von Videos ein, z. B. 4.",
    videosZero: "Gib mindestens 1 Video ein.",
    videosTooMany: `Der Rechner zählt bis zu ${formatNumber(MAX_VIDEOS, "de")} Videos pro Monat: Für mehr kontaktiere den Vertrieb.`,
  },
}
