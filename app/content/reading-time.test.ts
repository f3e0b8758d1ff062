import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { blogChrome } from "./blog-chrome.server.ts"
import { locales } from "#app/i18n/locales.ts"

// Issue 27: "N min read" was written twice per language (the blog's cards and the fixed articles),
// free to drift. It is now one message per language, the blog chrome's `readingTime`.

const contentDir = import.meta.dirname

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  )
}

describe("the reading time's words", () => {
  it("are written once per language", () => {
    const files = sources(contentDir).map((path) => readFileSync(path, "utf8"))
    for (const locale of locales) {
      const { one, other } = blogChrome(locale).readingTime
      const words = (one ?? other).replace("{count}", "").trim()
      const copies = files.flatMap(
        (text) => text.match(new RegExp(`\\{\\w+\\} ${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "g")) ?? [],
      )
      // The message's `one` and `other` forms, nothing else.
      expect(copies, locale).toHaveLength(one ? 2 : 1)
    }
  })
})
