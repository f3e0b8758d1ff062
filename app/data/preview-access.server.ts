import { createContext } from "react-router"
import type { StoredArticle } from "./publish.server.ts"

// How the article route reads drafts for a preview link (app/lib/preview-link.server.ts signs and
// checks the links themselves).

/** What the server gives the article route when publishing is on: the secret, and a read of any stored article. */
export type PreviewAccess = { secret: string; read(slug: string): Promise<StoredArticle | null> }

/**
 * Set by the server on each request (server/app.ts), read by the article route; null when
 * publishing is off, and then no preview link works. Re-exported from app/entry.server.tsx so the
 * server and the build share one key, as with nonceContext.
 */
export const previewContext = createContext<PreviewAccess | null>(null)
