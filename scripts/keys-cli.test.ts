import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, describe, expect, test } from "vitest"
import { openPgliteServer } from "#app/data/drivers/pglite.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { publishingStore } from "#app/data/publishing-store.server.ts"
import { migrate } from "#app/data/sql.server.ts"
import { startPostgres } from "../tests/support/postgres-server.ts"
import { previewUrl, verifyPreview } from "#app/lib/preview-link.server.ts"
import { runArticlesCli } from "./articles.ts"
import { databaseAt } from "../tests/support/db-template.ts"

/*
 * `npm run articles -- keys create|list|revoke` on the embedded database (opened by the CLI, and
 * through a running server's admin endpoint) and on PostgreSQL.
 */

const dir = mkdtempSync(path.join(tmpdir(), "keys-cli-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function runCli(env: Record<string, string>, args: string[]) {
  const log: string[] = []
  const error: string[] = []
  const code = await runArticlesCli(args, env, { log: (l) => log.push(l), error: (l) => error.push(l) })
  return { code, out: log.join("\n"), err: error.join("\n") }
}

async function cli(env: Record<string, string>, ...args: string[]) {
  const log: string[] = []
  const error: string[] = []
  const code = await runArticlesCli(
    ["keys", ...args],
    { SITE_URL: "https://www.syncreel.example", ...env },
    {
      log: (l) => log.push(l),
      error: (l) => error.push(l),
    },
  )
  return { code, out: log.join("\n"), err: error.join("\n") }
}

/** The verbs, as an operator runs them: create (secret shown once), list, revoke, and the refusals. */
async function keyVerbs(env: Record<string, string>, via: RegExp) {
  const made = await cli(env, "create", "outrank-main", "--provider", "outrank", "--drafts-only", "--languages", "it,de")
  expect(made.code).toBe(0)
  expect(made.out).toMatch(via)
  // The site's origin: the build's SITE_URL, or this environment's before any build.
  expect(made.out).toMatch(/Webhook URL: https?:\/\/[^/]+\/api\/inbox\/outrank$/m)
  expect(made.out).toMatch(/Authorization: Bearer <key>\): outr_[A-Za-z0-9_-]{43}/)
  expect(made.out).toMatch(/drafts only/)
  const signing = await cli(
    env,
    "create",
    "zapier",
    "--provider",
    "hmac",
    "--signature-header",
    "X-Hub-Signature-256",
    "--timestamp-header",
    "X-Timestamp",
  )
  expect(signing.code).toBe(0)
  expect(signing.out).toMatch(/HMAC-SHA256 secret: [0-9a-f]{64}/)
  expect(signing.out).toMatch(/Signature header: X-Hub-Signature-256/)
  // Rotation: a second key of the same service lives beside the first.
  expect((await cli(env, "create", "outrank-next", "--provider", "outrank")).code).toBe(0)
  const twice = await cli(env, "create", "outrank-main", "--provider", "outrank")
  expect(twice).toMatchObject({ code: 1, err: expect.stringMatching(/already exists/) })
  const badLanguage = await cli(env, "create", "x", "--provider", "arvow", "--languages", "ja")
  expect(badLanguage).toMatchObject({ code: 1, err: expect.stringMatching(/"ja" is not one of/) })
  expect((await cli(env, "create", "x", "--provider", "nope")).code).toBe(1)
  expect((await cli(env, "create", "x")).code).toBe(2)
  const list = await cli(env, "list")
  expect(list.out).toMatch(/outrank-main\s+outrank\s+drafts only\s+it,de/)
  expect(list.out).toMatch(/zapier\s+hmac\s+yes\s+all/)
  expect(list.out).not.toMatch(/outr_/)
  expect((await cli(env, "revoke", "outrank-main")).code).toBe(0)
  expect(await cli(env, "revoke", "outrank-main")).toMatchObject({ code: 1, err: expect.stringMatching(/no live key/) })
  expect((await cli(env, "list")).out).toMatch(/outrank-main .*revoked/)
}

test("keys on the embedded database, opened by the CLI and then through the running server", async () => {
  const env = { DATA_DIR: await databaseAt(path.join(dir, "data"), { seeded: "as the server does" }) }
  await keyVerbs(env, /via the embedded database/)
  const server = await openPgliteServer(env.DATA_DIR, async () => {})
  try {
    const made = await cli(env, "create", "blg", "--provider", "babylovegrowth")
    expect(made.out).toMatch(/via the running server/)
    expect(made.out).toMatch(/Bearer <key>\): baby_[A-Za-z0-9_-]{43}$/m)
    expect((await cli(env, "revoke", "blg")).out).toMatch(/revoked blg via the running server/)
    expect((await cli(env, "list")).out).toMatch(/zapier/)
    // The preview link the CLI prints is signed with the secret the server keeps, read through it.
    await server.publisher.apply("draft", { slug: "peek", title: "Peek", content_markdown: "Soon." })
    const link = await runCli(env, ["preview", "peek"])
    const [row] = await server.client.query("select value from publishing_secrets where name = 'preview'")
    expect(new URL(link.out).pathname).toBe(new URL(previewUrl("peek", String(row!.value)), "http://x").pathname)
    expect(verifyPreview("peek", new URL(link.out).searchParams.get("preview")!, String(row!.value))).toBe(true)
  } finally {
    await server.close()
  }
}, 180_000)

describe("keys on PostgreSQL", () => {
  test("create, list and revoke; the server finds the key by its hash", async () => {
    const server = await startPostgres()
    const client = postgresClient(server.url)
    try {
      await migrate(client)
      const env = { DATABASE_URL: server.url }
      await keyVerbs(env, /via PostgreSQL/)
      const made = await cli(env, "create", "arvow", "--provider", "arvow")
      const secret = /X-SECRET: <key>\): (\S+)/.exec(made.out)![1]!
      const store = publishingStore(client)
      expect(await store.findBearer("arvow", secret)).toMatchObject({ name: "arvow" })
      const [row] = await client.query("select secret_hash from publishing_keys where name = 'arvow'")
      expect(row!.secret_hash).not.toContain(secret)
    } finally {
      await client.close()
      server.stop()
    }
  }, 180_000)
})
