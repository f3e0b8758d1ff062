import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, test } from "vitest"
import { runI18nStatus } from "./i18n-status.ts"
import { sourceHash, targetLocales } from "./lib/i18n-status.ts"

// `npm run i18n:status` on a copy of the repository's catalogs, source hashes and Markdown pages,
// changed the way English changes under a translator: a message or a page's sentence rewritten, a
// key or a file missing, then marked as translated.

const repo = path.resolve(import.meta.dirname, "..")
const COPIED = ["app/i18n/messages", "app/i18n/sources", "app/content/pages", "app/content/articles"]
let root: string

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "i18n-status-"))
  for (const dir of COPIED)
    cpSync(path.join(repo, dir), path.join(root, dir), {
      recursive: true,
      filter: (from) => !/\.(ts|tsx)$/.test(from),
    })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function run(...args: string[]) {
  const log: string[] = []
  const error: string[] = []
  const code = runI18nStatus(args, root, { log: (l) => log.push(l), error: (l) => error.push(l) })
  return { code, out: log.join("\n"), err: error.join("\n") }
}

type Json = {
  locales: { locale: string; missing: { id: string; reason: string }[]; changed: { id: string; reason: string }[] }[]
}
const json = () => {
  const result = run("--json")
  return { code: result.code, ...(JSON.parse(result.out) as Json) }
}
const ids = (data: Json, locale: string, kind: "missing" | "changed") =>
  data.locales.find((l) => l.locale === locale)![kind].map((f) => f.id)

const edit = (file: string, change: (text: string) => string) => {
  const at = path.join(root, file)
  writeFileSync(at, change(readFileSync(at, "utf8")))
}
const editJson = (file: string, change: (tree: Record<string, Record<string, string>>) => void) =>
  edit(file, (text) => {
    const tree = JSON.parse(text) as Record<string, Record<string, string>>
    change(tree)
    return JSON.stringify(tree, null, 2)
  })
const sources = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, `app/i18n/sources/${locale}.json`), "utf8")) as Record<string, string>

test("the repository as it is: nothing missing or changed in any language, exit 0", () => {
  const result = run()
  expect(result.code).toBe(0)
  expect(result.out).toBe(`Nothing missing or changed in ${targetLocales.join(", ")}.`)
})

describe("catalog messages", () => {
  test("an English message rewritten is changed in every language, and exits 1", () => {
    editJson("app/i18n/messages/en.json", (tree) => {
      tree.header!.blog = "Journal"
    })
    const data = json()
    expect(data.code).toBe(1)
    for (const locale of targetLocales) {
      expect(ids(data, locale, "changed"), locale).toEqual(["header.blog"])
      expect(ids(data, locale, "missing"), locale).toEqual([])
    }
    const text = run("it")
    expect(text.code).toBe(1)
    expect(text.out).toBe("it: 0 missing, 1 changed\n  changed  header.blog  app/i18n/messages/it.json")
  })

  test("a key removed from a language is missing there only", () => {
    editJson("app/i18n/messages/de.json", (tree) => {
      delete tree.header!.blog
    })
    const data = json()
    expect(data.code).toBe(1)
    expect(ids(data, "de", "missing")).toEqual(["header.blog"])
    for (const locale of targetLocales.filter((l) => l !== "de")) expect(ids(data, locale, "missing"), locale).toEqual([])
  })

  test("a new English key translated but never marked is reported as changed, unrecorded", () => {
    for (const locale of ["en", ...targetLocales])
      editJson(`app/i18n/messages/${locale}.json`, (tree) => {
        tree.header!.shop = locale === "en" ? "Shop" : `Shop (${locale})`
      })
    const data = json()
    expect(data.locales.every((l) => l.changed.length === 1 && l.changed[0]!.reason === "unrecorded")).toBe(true)
  })

  test("marking a key records English's current hash: it is no longer reported in that language, still in the others", () => {
    editJson("app/i18n/messages/en.json", (tree) => {
      tree.header!.blog = "Journal"
      tree.header!.signIn = "Log in"
    })
    const marked = run("--mark", "it", "header.blog")
    expect(marked).toMatchObject({ code: 0, out: "it: recorded the English source of 1 string" })
    expect(sources("it")["header.blog"]).toBe(sourceHash("Journal"))
    const data = json()
    expect(ids(data, "it", "changed")).toEqual(["header.signIn"])
    expect(ids(data, "de", "changed")).toEqual(["header.blog", "header.signIn"])
    // A prefix marks the group; then the language is clean again.
    expect(run("--mark", "it", "header").code).toBe(0)
    expect(run("it").code).toBe(0)
  })

  test("--mark all records a string in every language that has it, skipping those that lack it", () => {
    editJson("app/i18n/messages/en.json", (tree) => {
      tree.header!.blog = "Blog posts"
    })
    editJson("app/i18n/messages/fr.json", (tree) => {
      delete tree.header!.blog
    })
    expect(run("--mark", "all", "header.blog")).toMatchObject({ code: 0 })
    const data = json()
    for (const locale of targetLocales) expect(ids(data, locale, "changed"), locale).toEqual([])
    expect(ids(data, "fr", "missing")).toEqual(["header.blog"])
    expect(run("--mark", "all", "pages/terms").code).toBe(0) // owed in Italian only: marked there
  })

  test("--mark-all all records every language, and drops the records of keys English no longer has", () => {
    editJson("app/i18n/messages/en.json", (tree) => {
      delete tree.header!.blog
    })
    expect(run().code).toBe(0) // a key English dropped is owed by no one
    expect(run("--mark-all", "all").code).toBe(0)
    for (const locale of targetLocales) expect(sources(locale), locale).not.toHaveProperty(["header.blog"])
  })
})

describe("Markdown pages and fixed articles", () => {
  test("a frontmatter string and a body rewritten in English are changed in every language the page is in", () => {
    edit("app/content/pages/affiliate/en.md", (text) => text.replace("applyCta: Apply to join", "applyCta: Apply now"))
    edit("app/content/pages/terms/en.md", (text) => `${text}\nOne more sentence.\n`)
    const data = json()
    for (const locale of targetLocales) {
      const terms = locale === "it" ? ["pages/terms#body"] : []
      expect(ids(data, locale, "changed"), locale).toEqual(["pages/affiliate#applyCta", ...terms])
    }
  })

  test("a language's file removed is one finding for the whole page; a key removed from it names the key", () => {
    unlinkSync(path.join(root, "app/content/pages/affiliate/fr.md"))
    edit("app/content/pages/affiliate/es.md", (text) => text.replace(/^applyCta: .*\n/m, ""))
    const data = json()
    expect(data.locales.find((l) => l.locale === "fr")!.missing).toEqual([
      { id: "pages/affiliate", file: "app/content/pages/affiliate/fr.md", reason: "missing-file" },
    ])
    expect(ids(data, "es", "missing")).toEqual(["pages/affiliate#applyCta"])
  })

  test("the terms are owed in Italian only; a fixed article without its Italian file is missing in Italian only", () => {
    unlinkSync(path.join(root, "app/content/pages/terms/it.md"))
    unlinkSync(path.join(root, "app/content/articles/it/sora-2-for-music-videos.mdx"))
    const data = json()
    expect(ids(data, "it", "missing")).toEqual(["pages/terms", "articles/sora-2-for-music-videos"])
    for (const locale of targetLocales.filter((l) => l !== "it")) expect(ids(data, locale, "missing"), locale).toEqual([])
  })

  test("a new page with only its English file is missing in every language, though no route serves it there yet", () => {
    mkdirSync(path.join(root, "app/content/pages/press"))
    writeFileSync(path.join(root, "app/content/pages/press/en.md"), "---\ntitle: Press\n---\n\nFor journalists.\n")
    const data = json()
    for (const locale of targetLocales) expect(ids(data, locale, "missing"), locale).toEqual(["pages/press"])
  })

  test("an article's English-only frontmatter (its date) is not a translator's string", () => {
    edit("app/content/articles/sora-2-for-music-videos.mdx", (text) =>
      text.replace("published: 2025-10-08", "published: 2025-10-09"),
    )
    expect(run().code).toBe(0)
    edit("app/content/articles/sora-2-for-music-videos.mdx", (text) => text.replace(/^tag: Guide$/m, "tag: How-to"))
    expect(ids(json(), "it", "changed")).toEqual(["articles/sora-2-for-music-videos#tag"])
    expect(run("--mark", "it", "articles/sora-2-for-music-videos").code).toBe(0)
    expect(run().code).toBe(0)
  })
})

describe("bad input gets a clear answer and changes nothing", () => {
  test.each([
    [["--mark", "it", "header.nope"], 'no English string is "header.nope"'],
    [["--mark", "de", "pages/terms"], "de has none of pages/terms to mark"],
    [["--mark", "en", "header.blog"], "English is the source"],
    [["--mark", "xx", "header.blog"], '"xx" is not one of the site\'s languages'],
    [["--mark", "it"], "usage:"],
    [["--frobnicate"], "unknown option --frobnicate"],
    [["en"], "English is the source"],
  ])("%j", (args, message) => {
    const before = readFileSync(path.join(root, "app/i18n/sources/it.json"), "utf8")
    const result = run(...args)
    expect(result.code).toBe(2)
    expect(result.err).toContain(message)
    expect(readFileSync(path.join(root, "app/i18n/sources/it.json"), "utf8")).toBe(before)
  })

  test("a language without the key named can't be marked for it", () => {
    editJson("app/i18n/messages/it.json", (tree) => {
      delete tree.header!.blog
    })
    const result = run("--mark", "it", "header.blog")
    expect(result).toMatchObject({ code: 2, err: "it has no translation of header.blog: add it, then mark it" })
  })

  test("a catalog that is not JSON is named", () => {
    edit("app/i18n/messages/fr.json", (text) => text.slice(0, -3))
    const result = run()
    expect(result.code).toBe(2)
    expect(result.err).toMatch(/^app\/i18n\/messages\/fr\.json: /)
  })
})
