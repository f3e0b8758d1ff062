import { createContext } from "react-router"

/** The sanitised body of the article a document request renders: from its loader to entry.server (app/hydration/article-body.tsx). */
export const articleBodyContext = createContext<string | null>(null)
