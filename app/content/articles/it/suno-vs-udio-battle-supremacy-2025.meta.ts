import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "Suno contro Udio nel 2025: quale generatore di musica IA scegliere?",
  description:
    "Suno e Udio a confronto: posizione sul mercato, sei funzioni chiave, a chi si adatta ciascuno, come è nata la rivalità e quanto costano i piani a fine 2025.",
  tag: "Confronto",
  readingMinutes: null,
}
