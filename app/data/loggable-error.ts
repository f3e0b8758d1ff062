/*
 * A failed write's error, as the log may show it. A database driver's error carries what it was
 * sent: PGlite's `params` and postgres.js's `parameters` hold the article's every field (a draft's
 * body included), and PostgreSQL's `detail` can quote the failing row. Logging the error object
 * prints them. So the log gets its name, message, code and stack frames, and its cause's, only.
 */

/** How many causes deep the description goes. */
const MAX_CAUSES = 3

function describe(error: unknown, depth: number): string {
  if (!(error instanceof Error)) return typeof error === "string" ? error : `a thrown ${typeof error}`
  const { code } = error as { code?: unknown }
  const head = `${error.name}: ${error.message}${typeof code === "string" || typeof code === "number" ? ` [code ${code}]` : ""}`
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line))
  const cause = error.cause !== undefined && depth < MAX_CAUSES ? [`Caused by ${describe(error.cause, depth + 1)}`] : []
  return [head, ...frames, ...cause].join("\n")
}

/** `error`'s name, message, code and stack frames (and its causes'), never the values it was sent with. */
export function loggableError(error: unknown): string {
  return describe(error, 0)
}

/** The slug a write named, quoted for a log line (cut short, and any control characters escaped); "no slug" when it named none. */
export function slugForLog(article: unknown): string {
  const slug = (article as { slug?: unknown } | null)?.slug
  return typeof slug === "string" ? JSON.stringify(slug.slice(0, 120)) : "no slug"
}
