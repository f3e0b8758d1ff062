import { expect, test } from "vitest"
import type { Locale } from "#app/i18n/locales.ts"
import { type TaggedArticle, tagVersions, versionsOfTag } from "./tag-versions.server.ts"

const article = (locale: Locale, translation_key: string | null, tags: string[]): TaggedArticle => ({
  locale,
  translation_key,
  tags,
})
/** Every tag the articles carry, in their languages: each has a page. */
const liveOf = (articles: TaggedArticle[]) => articles.flatMap((a) => a.tags.map((tag) => ({ locale: a.locale, tag })))
const pathsOf = (relation: ReturnType<typeof tagVersions>, locale: Locale, tag: string) =>
  versionsOfTag(relation, locale, tag).map((v) => v.path)

test("translations share a tag by its word, or by its place in their lists; each tag page names the others and itself", () => {
  // The seed's lip-sync article and its Italian translation, and the vertical-video playbook and its.
  const articles = [
    article("en", "lip", ["lip-sync", "technology"]),
    article("it", "lip", ["lip-sync", "tecnologia"]),
    article("en", "vertical", ["vertical-video", "social-media", "release-strategy"]),
    article("it", "vertical", ["video-verticale", "social-media"]),
    article("en", null, ["product", "technology"]),
  ]
  const relation = tagVersions(articles, liveOf(articles))
  expect(pathsOf(relation, "en", "technology")).toEqual(["/blog/tag/technology", "/it/blog/tag/tecnologia"])
  expect(pathsOf(relation, "it", "tecnologia")).toEqual(["/blog/tag/technology", "/it/blog/tag/tecnologia"])
  expect(pathsOf(relation, "it", "lip-sync")).toEqual(["/blog/tag/lip-sync", "/it/blog/tag/lip-sync"])
  expect(pathsOf(relation, "en", "vertical-video")).toEqual(["/blog/tag/vertical-video", "/it/blog/tag/video-verticale"])
  expect(pathsOf(relation, "en", "social-media")).toEqual(["/blog/tag/social-media", "/it/blog/tag/social-media"])
  // Nothing in Italian stands in its place: no versions.
  expect(pathsOf(relation, "en", "release-strategy")).toEqual([])
  expect(pathsOf(relation, "en", "product")).toEqual([])
})

test("a tag tied to two tags of one language is ambiguous and gets no versions; three languages join through any pair", () => {
  const articles = [
    article("en", "a", ["technology"]),
    article("it", "a", ["tecnologia"]),
    article("en", "b", ["technology"]),
    article("it", "b", ["tecnica"]),
    article("en", "c", ["video"]),
    article("de", "c", ["video"]),
    article("fr", "c", ["vidéo"]),
  ]
  const relation = tagVersions(articles, liveOf(articles))
  expect(pathsOf(relation, "en", "technology")).toEqual([])
  expect(pathsOf(relation, "it", "tecnica")).toEqual([])
  expect(pathsOf(relation, "fr", "vidéo")).toEqual(["/blog/tag/video", "/de/blog/thema/video", "/fr/blog/sujet/vid%C3%A9o"])
})

test("a tag with no live page in a language (its articles unpublished since) is not named there", () => {
  const articles = [article("en", "a", ["technology"]), article("it", "a", ["tecnologia"])]
  expect(pathsOf(tagVersions(articles, [{ locale: "en", tag: "technology" }]), "en", "technology")).toEqual([])
})
