import { type Server, createServer } from "node:http"
import type { Article } from "#app/data/article.ts"

/** PostgREST's answer to a single-row read that matched nothing, current and older wording. */
export const NO_ROW_BODY = {
  code: "PGRST116",
  details: "The result contains 0 rows",
  hint: null,
  message: "Cannot coerce the result to a single JSON object",
}
export const OLD_NO_ROW_BODY = {
  details: "Results contain 0 rows, application/vnd.pgrst.object+json requires 1 row",
  hint: null,
  message: "JSON object requested, multiple (or no) rows returned",
}

function matches(value: unknown, filter: string): boolean {
  if (filter === "not.is.null") return value !== null
  if (filter === "is.null") return value === null
  const [op, ...rest] = filter.split(".")
  const operand = rest.join(".")
  if (op === "eq") return String(value) === operand
  if (op === "lte") return value !== null && new Date(String(value)) <= new Date(operand)
  throw new Error(`unsupported filter ${filter}`)
}

/**
 * A loopback stand-in for a Supabase project's REST interface over `rows`.
 * The path prefix picks the behaviour: /ok (as PostgREST documents),
 * /old (the older 406 wording) and /fail (HTTP 500).
 */
export async function startFakePostgrest(rows: Article[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const [, mode, ...rest] = url.pathname.split("/")
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" })
      res.end(JSON.stringify(body))
    }
    if (rest.join("/") !== "rest/v1/articles" || req.method !== "GET") return json(404, { message: "not found" })
    if (mode === "fail") return json(500, { code: "XX000", details: null, hint: null, message: "internal error" })
    let found = rows.slice()
    for (const [key, value] of url.searchParams) {
      if (key === "select" || key === "order") continue
      found = found.filter((row) => matches(row[key as keyof Article], value))
    }
    found.sort((a, b) => (b.published_at ?? "").localeCompare(a.published_at ?? "") || a.slug.localeCompare(b.slug))
    if ((req.headers.accept ?? "").includes("application/vnd.pgrst.object+json")) {
      if (found.length !== 1) return json(406, mode === "old" ? OLD_NO_ROW_BODY : NO_ROW_BODY)
      return json(200, found[0])
    }
    return json(200, found)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
