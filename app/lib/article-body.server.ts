import { createContext } from "react-router"

/** The sanitised body of the article a document request renders: from its loader to entry.server (app/lib/article-body.tsx). */
export const articleBodyContext = createContext<string | null>(null)
