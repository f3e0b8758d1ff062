import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto"
import { type Locale, locales } from "#app/i18n/locales.ts"
import type { SqlClient } from "./sql-client.ts"

/*
 * Publishing keys, delivered answers and the services' article ids, in the database (migration
 * 0004, docs/decisions/0028-publishing-keys.md). Every server on one database shares them, so a
 * redelivery to another server, or after a restart, writes nothing new.
 */

export const PROVIDERS = ["outrank", "arvow", "babylovegrowth", "hmac", "standard-webhooks", "seobot", "api"] as const
export type Provider = (typeof PROVIDERS)[number]
/** Providers that sign the body: the server needs the secret itself, derived again from the master secret. */
export const SIGNING_PROVIDERS: readonly Provider[] = ["hmac", "standard-webhooks", "api"]
/** A successful answer is replayed for this long after it was given (a sender retries within minutes). */
export const DELIVERY_TTL_MS = 15 * 60 * 1000
const NAME = /^[a-z0-9][a-z0-9._-]{0,63}$/

/** How the generic HMAC adapter reads a delivery's signature (settings of an `hmac` key). */
export type HmacSettings = {
  /** The header carrying the signature; `X-Signature` by default. */
  signatureHeader: string
  /** `hex` (optionally prefixed `sha256=`) or `base64`. */
  encoding: "hex" | "base64"
  /** When set, the signed message is `<timestamp>.<body>` and the timestamp must be within 5 minutes. */
  timestampHeader: string | null
}
export const DEFAULT_HMAC: HmacSettings = { signatureHeader: "X-Signature", encoding: "hex", timestampHeader: null }

export type PublishingKey = {
  id: string
  name: string
  provider: Provider
  /** False: drafts only. */
  mayPublish: boolean
  /** null: every language. */
  languages: Locale[] | null
  settings: Partial<HmacSettings>
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

export type NewKey = {
  name: string
  provider: Provider
  mayPublish?: boolean
  languages?: Locale[] | null
  settings?: Partial<HmacSettings>
}

/** A key's name or settings are not acceptable; `field` names which. */
export class KeyError extends Error {
  override name = "KeyError"
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.field = field
  }
}

export const sha256 = (text: string | Uint8Array) => createHash("sha256").update(text).digest("hex")

function equalHex(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex")
  const y = Buffer.from(b, "hex")
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y)
}

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString())

function toKey(row: Record<string, unknown>): PublishingKey {
  return {
    id: String(row.id),
    name: String(row.name),
    provider: row.provider as Provider,
    mayPublish: row.may_publish === true,
    languages: Array.isArray(row.languages) ? (row.languages as Locale[]) : null,
    settings: (typeof row.settings === "string" ? JSON.parse(row.settings) : (row.settings ?? {})) as Partial<HmacSettings>,
    created_at: iso(row.created_at)!,
    last_used_at: iso(row.last_used_at),
    revoked_at: iso(row.revoked_at),
  }
}

/** A signing key's secret: HMAC-SHA256(master, "<id>.<salt>"), as the sender is given it. */
export function deriveSecret(master: string, provider: Provider, id: string, salt: string): string {
  const bytes = createHmac("sha256", master).update(`${id}.${salt}`).digest()
  return provider === "hmac" ? bytes.toString("hex") : `whsec_${bytes.toString("base64")}`
}

/** Checks a new key's fields; throws KeyError naming the first bad one. */
export function checkNewKey(key: NewKey): void {
  if (typeof key.name !== "string" || !NAME.test(key.name))
    throw new KeyError("name", "a key's name is 1 to 64 characters: lower-case letters, digits, '.', '_' or '-'")
  if (key.mayPublish !== undefined && typeof key.mayPublish !== "boolean")
    throw new KeyError("mayPublish", "mayPublish must be true or false")
  if (key.languages !== undefined && key.languages !== null && !Array.isArray(key.languages))
    throw new KeyError("languages", "languages must be a list of language codes")
  if (!PROVIDERS.includes(key.provider)) throw new KeyError("provider", `provider must be one of ${PROVIDERS.join(", ")}`)
  if (key.provider === "seobot")
    throw new KeyError(
      "provider",
      "SEObot sends nothing to the site: the site pulls its index with SEObot's own API key (SEOBOT_API_KEY, docs/publishing.md)",
    )
  for (const language of key.languages ?? [])
    if (!locales.includes(language)) throw new KeyError("languages", `"${language}" is not one of ${locales.join(", ")}`)
  if (key.languages && key.languages.length === 0)
    throw new KeyError("languages", "name at least one language, or leave it out for all")
  const s = key.settings ?? {}
  if (Object.keys(s).length > 0 && key.provider !== "hmac")
    throw new KeyError("settings", "header and encoding settings are for hmac keys only")
  if (s.encoding !== undefined && s.encoding !== "hex" && s.encoding !== "base64")
    throw new KeyError("encoding", "encoding must be hex or base64")
  for (const header of [s.signatureHeader, s.timestampHeader])
    if (header !== undefined && header !== null && !/^[A-Za-z0-9-]{1,64}$/.test(header))
      throw new KeyError("header", `"${header}" is not a header name`)
}

export type KeyAdmin = {
  createKey(key: NewKey): Promise<{ key: PublishingKey; secret: string }>
  listKeys(): Promise<PublishingKey[]>
  /** False when no live key has this name. */
  revokeKey(name: string): Promise<boolean>
  /** The secret preview links are signed with when PREVIEW_SECRET is not set: generated once, kept in the database. */
  previewSecret(): Promise<string>
}

export type StoredDelivery = { status: number; answer: Record<string, unknown> }

export type PublishingStore = KeyAdmin & {
  /** The live key of `provider` whose secret hashes to `secret`'s hash; "revoked" when only a revoked one does. */
  findBearer(provider: Provider, secret: string): Promise<PublishingKey | "revoked" | null>
  /** Every key of a signing provider with its secret, revoked ones included (so a revoked key can be told apart). */
  signingKeys(provider: Provider): Promise<{ key: PublishingKey; secret: string }[]>
  /** Records that the key was used now ("Connected" in the service's card). */
  touch(key: PublishingKey): Promise<void>
  /** A successful answer given to this delivery in the last 15 minutes, or null. */
  delivered(provider: string, deliveryId: string, now?: Date): Promise<StoredDelivery | null>
  /** Keeps a successful answer (the first one wins) and forgets those older than 15 minutes. */
  remember(provider: string, keyName: string, deliveryId: string, answer: StoredDelivery, now?: Date): Promise<void>
  /** The slug of our article a service's article became, or null. */
  sourceSlug(provider: string, providerId: string): Promise<string | null>
  /** The article of a slug is (from now on) the service's article `providerId`; the first mapping stays while its article exists. */
  linkSource(provider: string, providerId: string, slug: string): Promise<void>
  /** Whether an article with this slug exists, and the service's id it came from, if any. */
  slugHolder(slug: string): Promise<{ provider: string | null; providerId: string | null } | null>
  /** A shared secret by name (`master`, `preview`): the configured one, or one generated once and kept. */
  sharedSecret(name: "master" | "preview"): Promise<string>
}

export type StoreOptions = {
  /** PUBLISHING_MASTER_SECRET: signing keys' secrets are derived from it; when absent, one is generated and kept in the database. */
  masterSecret?: string
}

/** The store over our database (PGlite or PostgreSQL). */
export function publishingStore(client: SqlClient, options: StoreOptions = {}): PublishingStore {
  const secrets = new Map<string, Promise<string>>()
  async function generated(name: string): Promise<string> {
    // The first server to need one makes it; every other reads that one.
    await client.query("insert into publishing_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
      name,
      randomBytes(32).toString("base64"),
    ])
    const [row] = await client.query("select value from publishing_secrets where name = $1", [name])
    return String(row!.value)
  }
  function sharedSecret(name: "master" | "preview"): Promise<string> {
    if (name === "master" && options.masterSecret) return Promise.resolve(options.masterSecret)
    let made = secrets.get(name)
    if (!made) {
      made = generated(name)
      made.catch(() => secrets.delete(name))
      secrets.set(name, made)
    }
    return made
  }

  return {
    sharedSecret,
    previewSecret: () => sharedSecret("preview"),
    async createKey(input) {
      checkNewKey(input)
      const id = randomUUID()
      const signing = SIGNING_PROVIDERS.includes(input.provider)
      const salt = signing ? randomBytes(16).toString("base64url") : null
      const secret = signing
        ? deriveSecret(await sharedSecret("master"), input.provider, id, salt!)
        : `${input.provider.slice(0, 4)}_${randomBytes(32).toString("base64url")}`
      const settings = input.provider === "hmac" ? { ...DEFAULT_HMAC, ...input.settings } : {}
      const rows = await client.query(
        `insert into publishing_keys (id, name, provider, may_publish, languages, secret_hash, salt, settings)
         values ($1, $2, $3, $4, $5::text[], $6, $7, $8::jsonb) on conflict (name) do nothing returning *`,
        [
          id,
          input.name,
          input.provider,
          input.mayPublish ?? true,
          input.languages ?? null,
          sha256(secret),
          salt,
          JSON.stringify(settings),
        ],
      )
      if (rows.length === 0)
        throw new KeyError("name", `a key named "${input.name}" already exists (revoked keys keep their name)`)
      return { key: toKey(rows[0]!), secret }
    },
    async listKeys() {
      return (await client.query("select * from publishing_keys order by created_at, name")).map(toKey)
    },
    async revokeKey(name) {
      const rows = await client.query(
        "update publishing_keys set revoked_at = now() where name = $1 and revoked_at is null returning id",
        [name],
      )
      return rows.length > 0
    },
    async findBearer(provider, secret) {
      const hash = sha256(secret)
      const rows = await client.query("select * from publishing_keys where provider = $1 and secret_hash = $2", [provider, hash])
      // The index found the row; the comparison that decides is in constant time.
      const match = rows.find((row) => equalHex(String(row.secret_hash), hash))
      if (!match) return null
      return match.revoked_at === null ? toKey(match) : "revoked"
    },
    async signingKeys(provider) {
      const rows = await client.query("select * from publishing_keys where provider = $1 order by created_at", [provider])
      if (rows.length === 0) return []
      const master = await sharedSecret("master")
      return rows.flatMap((row) => {
        const secret = deriveSecret(master, provider, String(row.id), String(row.salt))
        // A key made under another master secret can no longer be checked: it is left out.
        return equalHex(sha256(secret), String(row.secret_hash)) ? [{ key: toKey(row), secret }] : []
      })
    },
    async touch(key) {
      await client.query("update publishing_keys set last_used_at = now() where id = $1", [key.id])
    },
    async delivered(provider, deliveryId, now = new Date()) {
      const [row] = await client.query(
        "select status, answer from deliveries where provider = $1 and delivery_id = $2 and created_at > $3::timestamptz",
        [provider, deliveryId, new Date(now.getTime() - DELIVERY_TTL_MS).toISOString()],
      )
      if (!row) return null
      const answer = typeof row.answer === "string" ? JSON.parse(row.answer) : row.answer
      return { status: Number(row.status), answer: answer as Record<string, unknown> }
    },
    async remember(provider, keyName, deliveryId, answer, now = new Date()) {
      const expired = new Date(now.getTime() - DELIVERY_TTL_MS).toISOString()
      await client.query("delete from deliveries where created_at <= $1::timestamptz", [expired])
      await client.query(
        `insert into deliveries (provider, key_name, delivery_id, status, answer, created_at) values ($1, $2, $3, $4, $5::jsonb, $6::timestamptz)
         on conflict (provider, delivery_id) do nothing`,
        [provider, keyName, deliveryId, answer.status, JSON.stringify(answer.answer), now.toISOString()],
      )
    },
    async sourceSlug(provider, providerId) {
      const [row] = await client.query(
        "select a.slug from article_sources s join articles a on a.id::text = s.article_id where s.provider = $1 and s.provider_id = $2",
        [provider, providerId],
      )
      return row ? String(row.slug) : null
    },
    async linkSource(provider, providerId, slug) {
      await client.query(
        `insert into article_sources (provider, provider_id, article_id)
         select $1, $2, id::text from articles where slug = $3
         on conflict (provider, provider_id) do update set article_id = excluded.article_id, created_at = now()
         where not exists (select 1 from articles where id::text = article_sources.article_id)`,
        [provider, providerId, slug],
      )
    },
    async slugHolder(slug) {
      const [row] = await client.query(
        `select s.provider, s.provider_id from articles a left join article_sources s on s.article_id = a.id::text where a.slug = $1 limit 1`,
        [slug],
      )
      if (!row) return null
      return { provider: (row.provider as string | null) ?? null, providerId: (row.provider_id as string | null) ?? null }
    },
  }
}
