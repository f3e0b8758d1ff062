import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "I migliori strumenti per video musicali con l'IA: Syncreel, Kaiber e Neural Frames",
  description:
    "Syncreel, Kaiber e Neural Frames a confronto su lip-sync, reattività all'audio, controllo, formati e prezzo, con pro, contro e a chi è più adatto ciascuno.",
  tag: "Recensione",
  readingMinutes: 6,
}
