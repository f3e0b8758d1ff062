import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, test } from "vitest"
import { openPgliteServer } from "#app/data/drivers/pglite.server.ts"
import { postgresClient } from "#app/data/drivers/postgres.server.ts"
import { type SqlArticles, migrate } from "#app/data/sql.server.ts"
import { startPostgres } from "../tests/support/postgres-server.ts"
import { runArticlesCli } from "./articles.ts"
import { databaseAt } from "../tests/support/db-template.ts"

/*
 * The CLI's history, restore, trash, undelete, rename and redirects (decision 0030) on each
 * writable database: the embedded one opened by the CLI, the embedded one held by a running
 * server (through its admin endpoint), and PostgreSQL.
 */

const dir = mkdtempSync(path.join(tmpdir(), "articles-archive-"))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function file(name: string, text: string) {
  const p = path.join(dir, name)
  writeFileSync(p, text)
  return p
}
const first = file("lyric-guide.md", "---\ntitle: A lyric guide\nmeta_description: About lyrics.\n---\n\nFirst words\n")
const second = file(
  "lyric-guide-2.md",
  "---\nslug: lyric-guide\ntitle: A better guide\nmeta_description: About lyrics.\n---\n\nSecond words\n",
)

type Setup = { env: Record<string, string>; via: RegExp; stop: () => Promise<void> }

const modes: [string, () => Promise<Setup>][] = [
  [
    "the embedded database",
    async () => ({
      env: { DATA_DIR: await databaseAt(mkdtempSync(path.join(dir, "own-")), { seeded: "as the server does" }) },
      via: /via the embedded database/,
      stop: async () => {},
    }),
  ],
  [
    "the embedded database a running server holds",
    async () => {
      const dataDir = await databaseAt(mkdtempSync(path.join(dir, "held-")), { seeded: false })
      const server: SqlArticles = await openPgliteServer(dataDir, async () => {})
      return { env: { DATA_DIR: dataDir }, via: /via the running server/, stop: () => server.close() }
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const server = await startPostgres()
      // As `npm run db:migrate` leaves it.
      const client = postgresClient(server.url)
      await migrate(client)
      await client.close()
      return { env: { DATABASE_URL: server.url }, via: /via PostgreSQL/, stop: async () => server.stop() }
    },
  ],
]

describe.each(modes)("articles CLI's history, trash and redirects on %s", (_name, setup) => {
  let s: Setup
  beforeAll(async () => {
    s = await setup()
  }, 240_000)
  afterAll(async () => s?.stop())

  async function cli(...args: string[]) {
    const log: string[] = []
    const error: string[] = []
    const code = await runArticlesCli(args, s.env, { log: (l) => log.push(l), error: (l) => error.push(l) })
    return { code, out: log.join("\n"), err: error.join("\n") }
  }

  test("history lists the kept versions with who replaced them; restore brings one back", async () => {
    expect((await cli("publish", first)).code).toBe(0)
    expect((await cli("history", "lyric-guide")).out).toBe("lyric-guide has no earlier versions yet")
    expect((await cli("publish", second)).code).toBe(0)
    const history = await cli("history", "lyric-guide")
    expect(history.code).toBe(0)
    expect(history.out.split("\n")).toEqual([
      expect.stringMatching(/^revision\s+title\s+status\s+replaced \(UTC\)\s+by\s+with$/),
      expect.stringMatching(/^1\s+A lyric guide\s+published\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+cli\s+publish$/),
    ])
    const restored = await cli("restore", "lyric-guide", "1")
    expect(restored).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^restored revision 1 of lyric-guide: it is published now, via/),
    })
    expect(restored.out).toMatch(s.via)
    expect((await cli("list")).out).toMatch(/lyric-guide\s+A lyric guide/)
    expect((await cli("history", "lyric-guide")).out).toMatch(/^2\s+A better guide\s+published\s+\S+ \S+\s+cli\s+restore$/m)
    expect(await cli("restore", "lyric-guide", "7")).toMatchObject({ code: 1, err: '"lyric-guide" has no revision 7' })
    expect(await cli("restore", "lyric-guide", "one")).toMatchObject({
      code: 1,
      err: 'revision must be a whole number, not "one"',
    })
    expect(await cli("history", "no-such-thing")).toMatchObject({ code: 1, err: 'no article with slug "no-such-thing"' })
  }, 120_000)

  test("delete moves to the trash; undelete brings it back, and is refused when the slug was taken", async () => {
    expect((await cli("delete", "lyric-guide")).out).toMatch(/in the trash for 30 days/)
    expect((await cli("list")).out).not.toMatch(/lyric-guide/)
    expect((await cli("trash")).out).toMatch(/^lyric-guide\s+A lyric guide\s+en\s+\S+ \S+\s+cli\s+\S+ \S+$/m)
    expect(await cli("undelete", "lyric-guide")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^brought lyric-guide back/),
    })
    expect((await cli("trash")).out).toBe("the trash is empty")

    await cli("delete", "lyric-guide")
    await cli("publish", second)
    const refused = await cli("undelete", "lyric-guide")
    expect(refused).toMatchObject({ code: 1, err: expect.stringMatching(/was taken meanwhile by the article "A better guide"/) })
  }, 120_000)

  test("rename records a redirect; redirects are listed, added and removed; loops and live slugs are refused", async () => {
    expect((await cli("rename", "lyric-guide", "lyrics-guide")).out).toMatch(
      /^renamed lyric-guide to lyrics-guide: \/blog\/lyric-guide answers 301 with \/blog\/lyrics-guide in every language/,
    )
    expect((await cli("redirects")).out).toMatch(/^lyric-guide\s+lyrics-guide\s+\S+ \S+\s+cli$/m)
    expect((await cli("redirects", "add", "older-guide", "lyric-guide")).out).toMatch(
      /^\/blog\/older-guide now answers 301 with \/blog\/lyrics-guide \(lyric-guide already redirects there\)/,
    )
    expect(await cli("redirects", "add", "lyrics-guide", "older-guide")).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /"lyrics-guide" is the slug of the article "A better guide" \(published\): a redirect from it would hide the article/,
      ),
    })
    await cli("redirects", "add", "loop-a", "loop-b")
    expect(await cli("redirects", "add", "loop-b", "loop-a")).toMatchObject({
      code: 1,
      err: '"loop-a" already redirects to "loop-b": a redirect from "loop-b" to "loop-a" would be a loop',
    })
    expect((await cli("redirects", "remove", "loop-a")).code).toBe(0)
    expect(await cli("redirects", "remove", "loop-a")).toMatchObject({ code: 1, err: 'there is no redirect from "loop-a"' })
    expect((await cli("redirects")).out.split("\n").slice(1)).toEqual([
      expect.stringMatching(/^lyric-guide\s+lyrics-guide/),
      expect.stringMatching(/^older-guide\s+lyrics-guide/),
    ])
    expect(await cli("redirects", "add", "only-one")).toMatchObject({ code: 2 })
    expect(await cli("rename", "lyrics-guide", "nobody-home", "extra")).toMatchObject({ code: 2 })
  }, 120_000)
})
