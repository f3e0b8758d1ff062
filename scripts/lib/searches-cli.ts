// `npm run articles -- searches [--min N] [--limit N]`: what readers searched the blog for and found
// nothing, by language, seen at least N times (3 by default): the articles the blog is missing.
import { type DataConfig, parseDataEnv } from "#app/data/env.server.ts"
import { missingSearches } from "#app/data/search-report.server.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

export const SEARCHES_USAGE = "searches [--min <times, 3>] [--limit <rows, 50>]"

function parse(args: string[]): { min: number; limit: number } | string {
  const options = { min: 3, limit: 50 }
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]]
    if (name !== "--min" && name !== "--limit") return `unknown option ${name}`
    const number = Number(value)
    if (value === undefined || !Number.isInteger(number) || number < 1 || number > 10_000)
      return `${name} takes a whole number from 1 to 10000`
    options[name === "--min" ? "min" : "limit"] = number
  }
  return options
}

export async function runSearchesCli(args: string[], env: Record<string, string | undefined>, out: Output): Promise<number> {
  const options = parse(args)
  if (typeof options === "string") {
    out.error(`${options}\nusage: npm run articles -- ${SEARCHES_USAGE}`)
    return 2
  }
  let config: DataConfig
  try {
    config = parseDataEnv(env)
    const rows = await missingSearches(config, options.min, options.limit)
    if (rows.length === 0) {
      out.log(`no search without results was seen ${options.min} times or more`)
      return 0
    }
    const table = [
      ["no results", "searches", "language", "query"],
      ...rows.map((r) => [String(r.noResults), String(r.searches), r.locale, r.query]),
    ]
    const widths = [0, 1, 2].map((i) => Math.max(...table.map((row) => row[i]!.length)))
    for (const row of table) out.log(row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]!) : cell)).join("  "))
    return 0
  } catch (error) {
    out.error(`articles searches failed: ${(error as Error).message}`)
    return 1
  }
}
