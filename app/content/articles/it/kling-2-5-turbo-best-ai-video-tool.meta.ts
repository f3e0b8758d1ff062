import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Kling 2.5 Turbo per i video musicali: funzioni e una formula di prompt in 8 parti",
  description:
    "Cosa porta Kling 2.5 Turbo ai video musicali con l'IA, un prompt in otto parti con un esempio e come unire le sue inquadrature al lip-sync di Syncreel.",
  tag: "Guida",
  readingMinutes: 6,
}
