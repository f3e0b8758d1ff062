import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "I 5 migliori strumenti per creare video musicali con l'IA nel 2025",
  description:
    "Syncreel, Kaiber, Neural Frames, Runway e Pika recensiti per i video musicali: voti, prezzi, velocità, punti forti, limiti e quale scegliere per la tua uscita.",
  tag: "Recensione",
  readingMinutes: 5,
}
