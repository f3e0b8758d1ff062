import { expect, test } from "vitest"
import { parse as parseYaml } from "yaml"
import { markdownPageLocales, markdownPageNames, markdownSource, splitFrontmatter } from "#app/content/markdown-page.server.ts"

// Issue 27, item 1, for the Markdown pages' words around their bodies: a sentence is whole, as in the
// catalogs (app/i18n/messages.test.ts), so no frontmatter string starts or ends with a space or ends
// with a colon waiting for the page to add its other half ("Last updated:" + the date is now the
// catalog's "Last updated: <time>{date}</time>").

/** Every string of a parsed frontmatter, with its path. */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`))
  return []
}

/**
 * Whole sentences that end with a colon because what follows is not the page's to add: a question
 * the visitor answers in their mail, the introduction of the list that follows it on the page.
 */
const introducing = [/\.reportMail\.questions\[\d+\]$/, /\.warningIntro$/]

test("no Markdown page's frontmatter holds half a sentence", () => {
  const fragments = markdownPageNames().flatMap((page) =>
    markdownPageLocales(page).flatMap((locale) => {
      const path = `${page}/${locale}.md`
      const { frontmatter } = splitFrontmatter(markdownSource(page, locale)!, path)
      return strings(parseYaml(frontmatter), path)
        .filter(([where, text]) => /^\s|\s$/.test(text) || (/:\s*$/.test(text) && !introducing.some((p) => p.test(where))))
        .map(([where, text]) => `${where}: ${JSON.stringify(text)}`)
    }),
  )
  expect(fragments).toEqual([])
})
