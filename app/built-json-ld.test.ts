import { describe, expect, test } from "vitest"
import { built, builtPage, prerenderedRoutes, siteUrl } from "../tests/support/built-pages.ts"
import { pageJsonLdProblems } from "../tests/support/json-ld-rules.ts"

// Every prerendered page's structured data, in every language, as the build wrote it to
// build/client, against Google's rules for each type (tests/support/json-ld-rules.ts): the watch
// pages' and the home galleries' videos, the fixed articles, the organisation. The pages the server
// renders (the blog's) are checked by server/site-walk.test.ts.
describe.skipIf(!built)("the built site's structured data", () => {
  test.each(prerenderedRoutes.map((r) => r.path))("%s has JSON-LD Google accepts", (pagePath) => {
    expect(pageJsonLdProblems(builtPage(pagePath), new URL(pagePath, `${siteUrl}/`).href)).toEqual([])
  })
})
