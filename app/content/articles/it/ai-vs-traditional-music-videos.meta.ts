import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Video musicali con l'IA o tradizionali: costi, tempi e qualità a confronto",
  description:
    "Generatore IA o troupe? Confrontiamo costi, tempi e qualità dei video musicali fatti con l'IA e di quelli tradizionali, e vediamo dove ciascuno vince ancora.",
  tag: "Analisi",
  readingMinutes: 5,
}
