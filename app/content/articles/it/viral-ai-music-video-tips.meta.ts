import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "10 consigli per video musicali con l'IA che la gente guarda, condivide e riguarda",
  description:
    "Dieci consigli pratici per video musicali con l'IA che tengono l'attenzione: apri con l'hook, pensa in verticale, taglia a tempo, sottotitola e leggi i dati.",
  tag: "Consigli",
  readingMinutes: 7,
}
