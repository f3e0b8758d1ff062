import { describe, expect, test } from "vitest"
import { built, builtHtml, prerenderedRoutes } from "../tests/support/built-pages.ts"
import { htmlProblems } from "../tests/support/page-head.ts"

// Every prerendered page, in every language, is valid HTML as the build wrote it to build/client
// (html-validate's rules: tests/support/page-head.ts). The pages the server renders are validated
// over HTTP (tests/e2e/seo.spec.ts). One test a page, so a failure names its page; each takes
// ~20-150 ms on a quiet machine, the first ~1 s more while html-validate loads its rules.
describe.skipIf(!built)("the built site's HTML", () => {
  test.each(prerenderedRoutes.map((r) => r.path))("%s is valid HTML", async (pagePath) => {
    expect(await htmlProblems(builtHtml(pagePath))).toEqual([])
  })
})
