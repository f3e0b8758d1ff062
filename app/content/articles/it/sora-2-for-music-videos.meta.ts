import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Sora 2 per i video musicali: cosa fa bene e dove non arriva",
  description:
    "Sora 2 di OpenAI per i video musicali: punti di forza e limiti, come si integra con il lip-sync di Syncreel e prompt pratici per inquadrature sulla tua canzone.",
  tag: "Guida",
  readingMinutes: 8,
}
