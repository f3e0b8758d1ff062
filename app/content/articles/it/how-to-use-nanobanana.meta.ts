import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Come usare Nano Banana per personaggi coerenti nel tuo video musicale",
  description:
    "Tre passi per creare un personaggio con Nano Banana (Gemini 2.5 Flash Image), mantenerlo coerente tra le scene e sincronizzarlo con il tuo brano in Syncreel.",
  tag: "Tutorial",
  readingMinutes: 5,
}
