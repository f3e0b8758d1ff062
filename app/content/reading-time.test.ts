import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readingTimeText } from "./blog-chrome.server.ts"
import { locales } from "#app/i18n/locales.ts"

// Issue 27: "N min read" was written twice per language (the blog's cards and the fixed articles),
// free to drift. It is now one message per language, the catalog's `blog.readingTime`, and no
// content module writes it again.

const contentDir = import.meta.dirname

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  )
}

describe("the reading time's words", () => {
  it("are written in the catalogs only, not in a content module", () => {
    const files = sources(contentDir).map((path) => readFileSync(path, "utf8"))
    for (const locale of locales) {
      const words = readingTimeText(7, locale).replace("7", "").trim()
      // A template's "{count} min read" or "${minutes} min read"; an example in a comment is not copy.
      const copies = files.filter((text) => new RegExp(`\\} ${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text))
      expect(copies, locale).toEqual([])
    }
  })
})
