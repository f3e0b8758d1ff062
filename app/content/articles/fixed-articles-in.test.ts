import { expect, test } from "vitest"
import { articleFrontmatter, fixedArticleIn, fixedArticles, fixedArticlesIn } from "./index.ts"

test("the English blog lists the twelve fixed articles at today's paths, with their English words and dates", () => {
  const english = fixedArticlesIn("en")
  expect(english.map((a) => a.slug)).toEqual(fixedArticles.map((a) => a.slug))
  expect(english[0]).toMatchObject({
    locale: "en",
    path: "/blog/how-to-create-ai-music-videos-2024",
    title: fixedArticles[0]!.title,
    date: "August 15, 2025",
    readingMinutes: 8,
  })
})

test("the Italian blog lists the twelve in Italian, at their Italian paths, with Italian dates", () => {
  const italian = fixedArticlesIn("it")
  const italianGuide = articleFrontmatter("how-to-create-ai-music-videos-2024", "it")!
  expect(italian).toHaveLength(12)
  expect(italian[0]).toMatchObject({
    locale: "it",
    slug: "how-to-create-ai-music-videos-2024",
    path: "/it/blog/come-creare-un-video-musicale-con-ia",
    title: italianGuide.title,
    description: italianGuide.description,
    tag: italianGuide.tag,
    readingMinutes: italianGuide.readingMinutes,
    date: "15 agosto 2025",
    published: "2025-08-15",
  })
  expect(italian.every((a) => a.path.startsWith("/it/blog/"))).toBe(true)
})

test("a language the fixed articles are not translated into lists none of them", () => {
  for (const locale of ["es", "de", "fr", "pt-br"] as const) expect(fixedArticlesIn(locale)).toEqual([])
})

test("an article without a stated date keeps none in any language", () => {
  expect(fixedArticleIn("suno-vs-udio-battle-supremacy-2025", "it")).toMatchObject({ published: null, date: null })
})

test("an unknown article, or one not written in a language, is not found", () => {
  expect(fixedArticleIn("no-such-guide", "en")).toBeUndefined()
  expect(fixedArticleIn("how-to-use-nanobanana", "de")).toBeUndefined()
})
