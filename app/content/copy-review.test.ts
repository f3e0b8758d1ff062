import { expect, test } from "vitest"
import { examples, watchPageText } from "./examples.ts"
import { catalogSources } from "#app/i18n/messages.server.ts"
import { copyStrings } from "../../tests/support/copy-strings.ts"
import * as itExamples from "./it/examples.ts"
import * as features from "./it/features.ts"
import * as homeJsonLd from "./it/home-json-ld.ts"
import * as homeSections from "./it/home-sections-copy.ts"
import * as showcase from "./it/showcase.ts"
import * as testimonials from "./it/testimonials.ts"

// What the native review of issue 27 (item 5) fixed in the Italian and English copy, held so it stays fixed.

test("a watch page's English title puts no 'a' before a genre that starts with a vowel ('a EDM', 'a Acoustic Pop')", () => {
  for (const example of examples) {
    expect(watchPageText.metaTitle(example.title, example.genre), example.slug).not.toMatch(/\ba [AEIOU]/i)
  }
})

test("the reviewed Italian copy writes the typographic apostrophe, « » quotes and the ellipsis character", () => {
  // The blog's, the plans' and /pricing's words are the Italian catalog's namespaces of those names.
  const { blog, blogChrome, plans, pricingPage } = catalogSources().get("it")!
  const modules = { blogChrome, blog, itExamples, features, homeJsonLd, homeSections, plans, pricingPage, showcase, testimonials }
  const wrong = copyStrings(modules, "it").filter(([, text]) => /['"]|\.\.\./.test(text))
  expect(wrong).toEqual([])
})
