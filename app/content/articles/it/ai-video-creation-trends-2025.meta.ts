import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Tendenze della creazione video con l'IA nel 2025: cosa cambia per i video musicali",
  description:
    "Otto tendenze dei video con l'IA per il 2025, da clip più lunghe e personaggi coerenti al lip-sync, al formato verticale e alle etichette, per musicisti.",
  tag: "Tendenze",
  readingMinutes: 8,
}
