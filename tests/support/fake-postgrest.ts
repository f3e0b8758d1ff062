import { type Server, createServer } from "node:http"
import { matchesAll, queryStems } from "#app/data/search-text.ts"

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

/** A PostgreSQL array literal's elements: `{a,"b, c"}`. */
function pgArray(literal: string): string[] {
  return [...literal.replace(/^\{|\}$/g, "").matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2]!,
  )
}

/** An `in` list's values: `(a,"b, c")`. */
function inList(operand: string): string[] {
  return [...operand.replace(/^\(|\)$/g, "").matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, "$1") : m[2]!,
  )
}

function matches(value: unknown, filter: string): boolean {
  if (filter === "not.is.null") return value !== null && value !== undefined
  if (filter === "is.null") return value === null
  if (filter.startsWith("not.")) return !matches(value, filter.slice("not.".length))
  if (filter.startsWith("match.")) return new RegExp(filter.slice("match.".length)).test(String(value))
  const [op, ...rest] = filter.split(".")
  const operand = rest.join(".")
  if (op === "eq") return String(value) === operand
  if (op === "neq") return String(value) !== operand
  if (op === "cs") return pgArray(operand).every((v) => (value as string[]).includes(v))
  if (op === "ov") return pgArray(operand).some((v) => (value as string[]).includes(v))
  if (op === "lte") return value !== null && new Date(String(value)) <= new Date(operand)
  if (op === "gt") return value !== null && value !== undefined && new Date(String(value)) > new Date(operand)
  if (op === "in") return inList(operand).includes(String(value))
  // PostgREST's websearch full-text operator, `wfts(<config>).<query>`: stemmed here by the site's
  // own rough stems (app/data/search-text.ts), not by PostgreSQL's dictionaries.
  if (/^wfts\(\w+\)$/.test(op!)) return matchesAll(queryStems(operand), String(value ?? ""))
  throw new Error(`unsupported filter ${filter}`)
}

/** `or=(a.is.null,a.lte.2026-…)`: any of the conditions, each `column.operator.operand`. */
function matchesAny(row: Record<string, unknown>, conditions: string): boolean {
  return conditions
    .replace(/^\(|\)$/g, "")
    .split(",")
    .some((condition) => {
      const [column, ...filter] = condition.split(".")
      return matches(row[column!], filter.join("."))
    })
}

/**
 * A loopback stand-in for a Supabase project's REST interface over `rows`, a table with the
 * given `columns` (by default, those of the first row). As PostgREST does, it answers 400 when
 * `select` names a column the table lacks. The path prefix picks the behaviour: /ok (as PostgREST
 * documents), /old (the older 406 wording) and /fail (HTTP 500). It pages as PostgREST does: `offset` and
 * `limit`, `Prefer: count=exact` answered in `Content-Range`, and 416 (PGRST103) for an offset past
 * the end; `match` (a regular expression), `wfts` (full-text search, roughly stemmed), `not.` before any filter, and `order=updated_at.desc`
 * are understood too. `requests` records each request's query, so a test can see what a read asked for.
 */
export async function startFakePostgrest(
  rows: Record<string, unknown>[],
  columns: string[] = Object.keys(rows[0] ?? {}),
): Promise<{ url: string; close: () => Promise<void>; requests: URLSearchParams[] }> {
  const requests: URLSearchParams[] = []
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    requests.push(url.searchParams)
    const [, mode, ...rest] = url.pathname.split("/")
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" })
      res.end(JSON.stringify(body))
    }
    if (rest.join("/") !== "rest/v1/articles" || req.method !== "GET") return json(404, { message: "not found" })
    if (mode === "fail") return json(500, { code: "XX000", details: null, hint: null, message: "internal error" })
    const select = (url.searchParams.get("select") ?? "*").split(",").map((c) => c.trim())
    const missing = select.find((c) => c !== "*" && columns.length > 0 && !columns.includes(c))
    if (missing)
      return json(400, { code: "42703", details: null, hint: null, message: `column articles.${missing} does not exist` })
    let found = rows.slice()
    for (const [key, value] of url.searchParams) {
      if (["select", "order", "offset", "limit"].includes(key)) continue
      if (key !== "or" && columns.length > 0 && !columns.includes(key))
        return json(400, { code: "42703", details: null, hint: null, message: `column articles.${key} does not exist` })
      found = key === "or" ? found.filter((row) => matchesAny(row, value)) : found.filter((row) => matches(row[key], value))
    }
    // Newest first by published_at, as the site's lists order; by updated_at when asked (the change marker).
    const byUpdate = (url.searchParams.get("order") ?? "").startsWith("updated_at.desc")
    const date = (row: Record<string, unknown>) => ((byUpdate ? row.updated_at : row.published_at) as string | null) ?? ""
    found.sort((a, b) => date(b).localeCompare(date(a)) || String(a.slug).localeCompare(String(b.slug)))
    const total = found.length
    const offset = Number(url.searchParams.get("offset") ?? 0)
    const limit = Number(url.searchParams.get("limit") ?? total)
    if (offset > 0 && offset >= total)
      return json(416, {
        code: "PGRST103",
        details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
        hint: null,
        message: "Requested range not satisfiable",
      })
    found = found.slice(offset, offset + limit)
    if ((req.headers.prefer ?? "").includes("count=exact"))
      res.setHeader("Content-Range", `${found.length ? `${offset}-${offset + found.length - 1}` : "*"}/${total}`)
    const shaped = select.includes("*") ? found : found.map((row) => Object.fromEntries(select.map((c) => [c, row[c]])))
    if ((req.headers.accept ?? "").includes("application/vnd.pgrst.object+json")) {
      if (shaped.length !== 1) return json(406, mode === "old" ? OLD_NO_ROW_BODY : NO_ROW_BODY)
      return json(200, shaped[0])
    }
    return json(200, shaped)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
