import path from "node:path"
import { z } from "zod"

/**
 * Where the articles live. Precedence: an explicit DATABASE_DRIVER wins;
 * otherwise DATABASE_URL selects `postgres` (it can also write, so the CLI
 * works), then SUPABASE_URL + SUPABASE_ANON_KEY select `supabase`, and with
 * none of them the embedded `pglite` database is used.
 */
export type DataConfig =
  | { driver: "pglite"; dataDir: string }
  | { driver: "postgres"; databaseUrl: string }
  | { driver: "supabase"; supabaseUrl: string; supabaseAnonKey: string }

export class DataEnvError extends Error {
  override name = "DataEnvError"
}

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)
const url = (variable: string, protocols: string[]) =>
  z.preprocess(
    blank,
    z
      .string()
      .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
        message: `${variable} must be a ${protocols.join(" or ")} URL`,
      })
      .optional(),
  )

const schema = z.object({
  DATABASE_DRIVER: z.preprocess(
    blank,
    z.enum(["pglite", "postgres", "supabase"], { message: "DATABASE_DRIVER must be pglite, postgres or supabase" }).optional(),
  ),
  DATABASE_URL: url("DATABASE_URL", ["postgres:", "postgresql:"]),
  SUPABASE_URL: url("SUPABASE_URL", ["http:", "https:"]),
  SUPABASE_ANON_KEY: z.preprocess(blank, z.string().optional()),
  DATA_DIR: z.preprocess(blank, z.string().default(".data")),
})

export function parseDataEnv(env: Record<string, string | undefined>, cwd = process.cwd()): DataConfig {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const variable = String(issue?.path[0] ?? "")
    const message = issue?.message ?? "is invalid"
    throw new DataEnvError(message.startsWith(variable) ? message : `${variable}: ${message}`)
  }
  const e = parsed.data
  if (Boolean(e.SUPABASE_URL) !== Boolean(e.SUPABASE_ANON_KEY)) {
    throw new DataEnvError(
      e.SUPABASE_URL
        ? "SUPABASE_ANON_KEY is required when SUPABASE_URL is set"
        : "SUPABASE_URL is required when SUPABASE_ANON_KEY is set",
    )
  }
  const driver = e.DATABASE_DRIVER ?? (e.DATABASE_URL ? "postgres" : e.SUPABASE_URL ? "supabase" : "pglite")
  if (driver === "postgres") {
    if (!e.DATABASE_URL) throw new DataEnvError("DATABASE_URL is required when DATABASE_DRIVER=postgres")
    return { driver, databaseUrl: e.DATABASE_URL }
  }
  if (driver === "supabase") {
    if (!e.SUPABASE_URL || !e.SUPABASE_ANON_KEY) {
      throw new DataEnvError("SUPABASE_URL and SUPABASE_ANON_KEY are required when DATABASE_DRIVER=supabase")
    }
    return { driver, supabaseUrl: e.SUPABASE_URL, supabaseAnonKey: e.SUPABASE_ANON_KEY }
  }
  return { driver: "pglite", dataDir: path.resolve(cwd, e.DATA_DIR) }
}
