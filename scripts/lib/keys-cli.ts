// `npm run articles -- keys create|list|revoke`: the publishing keys article services sign or
// authenticate their deliveries with (docs/publishing.md, docs/decisions/0028-publishing-keys.md).
import type { DataConfig } from "#app/data/env.server.ts"
import { openKeyAdmin } from "#app/data/key-admin.server.ts"
import {
  type HmacSettings,
  KeyError,
  type NewKey,
  PROVIDERS,
  type Provider,
  type PublishingKey,
} from "#app/data/publishing-store.server.ts"
import type { Locale } from "#app/i18n/locales.ts"

type Output = { log: (line: string) => void; error: (line: string) => void }

export const KEYS_USAGE =
  "usage: npm run articles -- keys create <name> --provider <outrank|arvow|babylovegrowth|hmac|standard-webhooks|api> [--drafts-only] [--languages it,de] [--signature-header <name>] [--encoding hex|base64] [--timestamp-header <name>] | keys list | keys revoke <name>"

class Usage extends Error {}

function parseCreate(args: string[]): NewKey {
  const [name, ...rest] = args
  if (!name || name.startsWith("--")) throw new Usage("keys create needs a name")
  const key: NewKey = { name, provider: "" as Provider }
  const settings: Partial<HmacSettings> = {}
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i]!
    const value = () => {
      const next = rest[++i]
      if (next === undefined || next.startsWith("--")) throw new Usage(`${flag} needs a value`)
      return next
    }
    if (flag === "--provider") key.provider = value() as Provider
    else if (flag === "--drafts-only") key.mayPublish = false
    else if (flag === "--languages")
      key.languages = value()
        .split(",")
        .map((l) => l.trim().toLowerCase()) as Locale[]
    else if (flag === "--signature-header") settings.signatureHeader = value()
    else if (flag === "--encoding") settings.encoding = value() as HmacSettings["encoding"]
    else if (flag === "--timestamp-header") settings.timestampHeader = value()
    else throw new Usage(`unknown option ${flag}`)
  }
  if (!key.provider) throw new Usage(`--provider is required: one of ${PROVIDERS.filter((p) => p !== "seobot").join(", ")}`)
  if (Object.keys(settings).length > 0) key.settings = settings
  return key
}

/** What to paste into the service: its URL, where the key goes, and the key. */
export function pasteInstructions(key: PublishingKey, secret: string, origin: string): string[] {
  const url = key.provider === "api" ? new URL("/api/articles", origin).href : new URL(`/api/inbox/${key.provider}`, origin).href
  const lines = [`Webhook URL: ${url}`]
  switch (key.provider) {
    case "outrank":
    case "babylovegrowth":
      lines.push(`Access token / API key (sent as Authorization: Bearer <key>): ${secret}`)
      break
    case "arvow":
      lines.push(`Secret (sent as X-SECRET: <key>): ${secret}`)
      break
    case "standard-webhooks":
    case "api":
      lines.push(`Signing secret (Standard Webhooks, webhook-signature v1): ${secret}`)
      break
    case "hmac": {
      const s = key.settings
      lines.push(`HMAC-SHA256 secret: ${secret}`)
      lines.push(
        `Signature header: ${s.signatureHeader} (${s.encoding === "base64" ? "base64" : "hex, bare or sha256=<hex>"}) of ${s.timestampHeader ? `"<${s.timestampHeader}>.<raw body>"` : "the raw body"}`,
      )
      if (s.timestampHeader) lines.push(`Timestamp header: ${s.timestampHeader} (seconds since the epoch, within 5 minutes)`)
      break
    }
    default:
      lines.push(`Bearer key (Authorization: Bearer <key>): ${secret}`)
  }
  if (!key.mayPublish) lines.push("This key saves drafts only: a live publish is refused with 403.")
  if (key.languages) lines.push(`It writes only in: ${key.languages.join(", ")}.`)
  lines.push("The secret is shown this once: only its hash is kept.")
  return lines
}

const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace("T", " ") : "-")

function table(keys: PublishingKey[]): string[] {
  const header = ["name", "provider", "may publish", "languages", "created (UTC)", "last used (UTC)", "state"]
  const rows = keys.map((k) => [
    k.name,
    k.provider,
    k.mayPublish ? "yes" : "drafts only",
    k.languages?.join(",") ?? "all",
    minute(k.created_at),
    minute(k.last_used_at),
    k.revoked_at ? `revoked ${minute(k.revoked_at)}` : k.last_used_at ? "connected" : "not used yet",
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  return [header, ...rows].map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  )
}

/** Runs `keys <verb> …`; returns the exit code. */
export async function runKeysCli(
  args: string[],
  config: DataConfig,
  env: Record<string, string | undefined>,
  origin: () => string,
  out: Output,
): Promise<number> {
  const [verb, ...rest] = args
  let run: (admin: Awaited<ReturnType<typeof openKeyAdmin>>) => Promise<number>
  try {
    if (verb === "create") {
      const key = parseCreate(rest)
      run = async (admin) => {
        const { key: made, secret } = await admin.createKey(key)
        out.log(`created the ${made.provider} key "${made.name}" via ${admin.via}`)
        for (const line of pasteInstructions(made, secret, origin())) out.log(line)
        return 0
      }
    } else if (verb === "list" && rest.length === 0) {
      run = async (admin) => {
        for (const line of table(await admin.listKeys())) out.log(line)
        return 0
      }
    } else if (verb === "revoke" && rest.length === 1) {
      run = async (admin) => {
        if (await admin.revokeKey(rest[0]!)) {
          out.log(`revoked ${rest[0]} via ${admin.via}: its deliveries now get 401`)
          return 0
        }
        out.error(`no live key named "${rest[0]}" (see npm run articles -- keys list)`)
        return 1
      }
    } else throw new Usage("")
  } catch (error) {
    if (!(error instanceof Usage)) throw error
    if (error.message) out.error(error.message)
    out.error(KEYS_USAGE)
    return 2
  }
  let admin
  try {
    admin = await openKeyAdmin(config, env)
  } catch (error) {
    out.error(`keys ${verb}: ${(error as Error).message}`)
    return 1
  }
  try {
    return await run(admin)
  } catch (error) {
    if (error instanceof KeyError) out.error(error.message)
    else if (/publishing_keys.*does not exist/.test((error as Error).message))
      out.error("the database has no publishing_keys table yet: run npm run db:migrate")
    else out.error(`keys ${verb} failed: ${(error as Error).message}`)
    return 1
  } finally {
    await admin.close()
  }
}
