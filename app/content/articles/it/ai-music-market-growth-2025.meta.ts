import type { TranslatedArticleMeta } from "../types.ts"

export const meta: TranslatedArticleMeta = {
  title: "La crescita del mercato della musica con l'IA nel 2025: stime, segmenti e cosa aspettarsi",
  description:
    "Quanto cresce il mercato della musica con l'IA? Stime di settore a gennaio 2025, i principali segmenti, le tappe dal 2023 e cosa tenere d'occhio nei prossimi mesi.",
  tag: "Mercato",
  readingMinutes: 9,
}
