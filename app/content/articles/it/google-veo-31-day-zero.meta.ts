import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Google Veo 3.1 al primo giorno: cosa cambia e cosa significa per i video musicali",
  description:
    "Google ha rilasciato Veo 3.1 il 15 ottobre 2025: cosa cambia da Veo 3, cosa offrono ingredienti, fotogrammi ed estensione ai video musicali, prime impressioni.",
  tag: "Novità",
  readingMinutes: 6,
}
