// The preview command; apart from articles.test.ts because it needs app/lib/preview-link.server.ts
// (the preview links' signer), which lands with the publishing API's branch of issue 16.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, expect, test, vi } from "vitest"
import { previewUrl } from "#app/lib/preview-link.server.ts"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { runArticlesCli } from "./articles.ts"
import { buildSettings, writeBuildSettings } from "../server/build-settings.ts"
import { databaseAt } from "../tests/support/db-template.ts"

const dir = mkdtempSync(path.join(tmpdir(), "articles-preview-"))
const env = {
  DATA_DIR: await databaseAt(path.join(dir, "data"), { seeded: "as the server does" }),
  BUILD_DIR: path.join(dir, "build"),
}
// No build in BUILD_DIR: the link takes SITE_URL from the environment, here its default.
const siteUrl = "http://localhost:3000"
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, text: string) {
  const p = path.join(dir, name)
  writeFileSync(p, text)
  return p
}

async function cli(args: string[], extra: Record<string, string> = {}) {
  const log: string[] = []
  const error: string[] = []
  const code = await runArticlesCli(args, { ...env, ...extra }, { log: (l) => log.push(l), error: (l) => error.push(l) })
  return { code, out: log.join("\n"), err: error.join("\n") }
}

test("preview prints the draft's link, signed with PREVIEW_SECRET or the secret the database keeps, not PUBLISH_SECRET", async () => {
  expect((await cli(["draft", file("sneak-peek.md", "---\ntitle: Sneak peek\n---\nBody\n")])).code).toBe(0)
  const secret = "a preview secret of the operator's"
  // The link's expiry counts from now: the same clock for the CLI and the expected link.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T10:00:00Z") })
  try {
    expect(await cli(["preview", "sneak-peek"], { PREVIEW_SECRET: secret })).toEqual({
      code: 0,
      // On the site's public origin: the build's SITE_URL, or this environment's before any build.
      out: new URL(previewUrl("sneak-peek", secret), siteUrl).href,
      err: "",
    })
    // Without PREVIEW_SECRET: the database's own, the same whatever PUBLISH_SECRET is (or none).
    const kept = await cli(["preview", "sneak-peek"])
    expect(kept.code).toBe(0)
    expect(kept.out).toMatch(/\/blog\/sneak-peek\?preview=/)
    expect((await cli(["preview", "sneak-peek"], { PUBLISH_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" })).out).toBe(
      kept.out,
    )
    const db = await openPglite(env.DATA_DIR)
    try {
      const [row] = await db.client.query("select value from publishing_secrets where name = 'preview'")
      expect(kept.out).toBe(new URL(previewUrl("sneak-peek", String(row!.value)), siteUrl).href)
    } finally {
      await db.close()
    }
  } finally {
    vi.useRealTimers()
  }
  expect(await cli(["preview", "no-such-draft"])).toMatchObject({
    code: 1,
    err: 'no article with slug "no-such-draft"',
  })
}, 180_000)

test("a preview link is on the public origin the built site serves with", async () => {
  expect((await cli(["draft", file("built-peek.md", "---\ntitle: Built peek\n---\nBody\n")])).code).toBe(0)
  const buildDir = mkdtempSync(path.join(tmpdir(), "articles-preview-build-"))
  try {
    writeBuildSettings(buildDir, buildSettings({ SITE_URL: "https://www.syncreel.example" }))
    const { code, out } = await cli(["preview", "built-peek"], {
      PUBLISH_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      BUILD_DIR: buildDir,
    })
    expect(code).toBe(0)
    expect(out).toMatch(/^https:\/\/www\.syncreel\.example\/blog\/built-peek\?preview=/)
  } finally {
    rmSync(buildDir, { recursive: true, force: true })
  }
}, 180_000)
