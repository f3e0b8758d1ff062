import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Come creare un video musicale con l'IA: guida passo passo",
  description:
    "Guida pratica al video musicale con l'IA: dalla preparazione del brano al brief visivo, fino a ritocchi del lip-sync ed esportazione per ogni piattaforma.",
  tag: "Tutorial",
  readingMinutes: 8,
}
