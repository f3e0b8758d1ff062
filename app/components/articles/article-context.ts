import { createContext, useContext } from "react"
import type { BlogChrome } from "#app/i18n/messages.ts"
import type { Locale } from "#app/i18n/locales.ts"

/**
 * What every block of a fixed article needs to know of the article around it: its slug (so a call
 * to action reports where it was clicked), its language and the blog's words in it, which the MDX
 * body cannot pass to its blocks itself.
 */
export type ArticleContextValue = { slug: string; locale: Locale; chrome: BlogChrome }

export const ArticleContext = createContext<ArticleContextValue | null>(null)

export function useArticle(): ArticleContextValue {
  const article = useContext(ArticleContext)
  if (!article) throw new Error("An article block renders inside ArticleContext: its words come from the article's page")
  return article
}
