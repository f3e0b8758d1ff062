import { expect, test } from "vitest"
import { catalogSources } from "#app/i18n/messages.server.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { copyStrings } from "../../tests/support/copy-strings.ts"
import { examplesWords, localizedExamples } from "./examples-section.server.ts"

// What the native review of issue 27 (item 5) fixed in the Italian and English copy, held so it stays fixed.

test("a watch page's English title puts no 'a' before a genre that starts with a vowel ('a EDM', 'a Acoustic Pop')", () => {
  for (const example of localizedExamples("en")) {
    const title = formatMessage(examplesWords("en").watch.metaTitle, "en", {
      title: example.title,
      genre: example.genreInSentence,
    })
    expect(title, example.slug).not.toMatch(/\ba [AEIOU]/i)
  }
})

test("the reviewed Italian copy writes the typographic apostrophe, « » quotes and the ellipsis character", () => {
  // The blog's, the home page's sections', the features', the showcase's, the examples', the testimonials',
  // the home's structured data's, the plans' and /pricing's words are the Italian catalog's.
  const { blog, blogChrome, homeSections, features, showcase, examples, testimonials, homeJsonLd, plans, pricingPage } =
    catalogSources().get("it")!
  const modules = { blogChrome, blog, examples, features, homeJsonLd, homeSections, plans, pricingPage, showcase, testimonials }
  const wrong = copyStrings(modules, "it").filter(([, text]) => /['"]|\.\.\./.test(text))
  expect(wrong).toEqual([])
})
