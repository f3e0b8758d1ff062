import { createContext as createReactContext, useContext } from "react"
import { createContext } from "react-router"

// A database article's body is sent once. Its first response renders the body into the page. The
// loader data that the page carries for hydration leaves it out: the body is static content, and
// hydration keeps the server's HTML (app/components/static.tsx). A copy there was a quarter of the
// compressed page, enough to push a typical article past the first round trip of a slow
// connection (docs/performance.md). Client navigations read the article as data, body included.

/** The sanitised body of the article a document request renders: from its loader to entry.server. */
export const articleBodyContext = createContext<string | null>(null)

const ArticleBodyReactContext = createReactContext<string | null>(null)

export const ArticleBodyProvider = ArticleBodyReactContext.Provider

/** The body to render: the article data's own, or (on the server, for a document) the one its loader handed over. */
export function useArticleBody(html: string | null): string {
  const documentBody = useContext(ArticleBodyReactContext)
  return html ?? documentBody ?? ""
}
