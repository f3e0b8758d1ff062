import { createContext, useContext } from "react"

// A database article's body is sent once. Its first response renders the body into the page. The
// loader data that the page carries for hydration leaves it out: the body is static content, and
// hydration keeps the server's HTML (app/hydration/static.tsx). A copy there was a fifth of the
// compressed page, enough to push the seeded article past the first round trip of a slow
// connection (docs/performance.md). Client navigations read the article as data, body included.

// The loader hands the body to entry.server through the router context (article-body.server.ts);
// entry.server hands it to the render through this React context.
const ArticleBodyReactContext = createContext<string | null>(null)

export const ArticleBodyProvider = ArticleBodyReactContext.Provider

/** The body to render: the article data's own, or (on the server, for a document) the one its loader handed over. */
export function useArticleBody(html: string | null): string {
  const documentBody = useContext(ArticleBodyReactContext)
  return html ?? documentBody ?? ""
}
