import { describe, expect, test } from "vitest"
import { MAX_HEADLINE, isZonedDateTime, jsonLdProblems } from "../tests/support/json-ld-rules.ts"

// The structured-data rules the page tests apply (tests/support/json-ld-rules.ts): valid blocks
// pass, and each thing Google refuses is named.

const PAGE = "https://www.syncreel.example/examples/neon-nights"
const organization = {
  "@type": "Organization",
  name: "Syncreel",
  url: "https://www.syncreel.example/",
  logo: "https://www.syncreel.example/media/icon-512.png",
}
const video = {
  "@context": "https://schema.org",
  "@type": "VideoObject",
  name: "Neon Nights",
  description: "A synthwave anthem.",
  thumbnailUrl: "https://www.syncreel.example/media/examples/neon-nights-960.webp",
  contentUrl: "https://www.syncreel.example/media/examples/neon-nights.mp4",
  embedUrl: "https://www.syncreel.example/embed/neon-nights",
  duration: "PT10S",
  uploadDate: "2025-08-15T00:00:00Z",
}
const article = {
  "@context": "https://schema.org",
  "@type": "Article",
  headline: "Lip-Sync Explained",
  image: "https://www.syncreel.example/media/blog/lip-sync.webp",
  datePublished: "2026-11-18T09:00:00.000Z",
  dateModified: "2026-11-20T10:00:00+01:00",
  author: { "@type": "Person", name: "Ada" },
  publisher: organization,
}
const faq = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: [{ "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer", text: "Because." } }],
}
const breadcrumbs = {
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: [
    { "@type": "ListItem", position: 1, name: "Blog", item: "https://www.syncreel.example/blog" },
    { "@type": "ListItem", position: 2, name: "Lip-Sync Explained" },
  ],
}

const problemsWith = (block: object) => jsonLdProblems([block], PAGE)

describe("the JSON-LD rules", () => {
  test("valid blocks of every type pass, a video without an embedUrl too, nested in a gallery", () => {
    expect(
      jsonLdProblems([video, article, faq, breadcrumbs, { "@context": "https://schema.org", ...organization }], PAGE),
    ).toEqual([])
    const { embedUrl: _, ...withoutEmbed } = video
    const gallery = { "@type": "VideoGallery", mainEntity: { "@type": "ItemList", itemListElement: [{ item: withoutEmbed }] } }
    expect(problemsWith(gallery)).toEqual([])
  })

  test("a date without a time zone is refused wherever it is", () => {
    expect(isZonedDateTime("2025-08-15")).toBe(false)
    expect(isZonedDateTime("2025-08-15T09:00:00")).toBe(false)
    expect(isZonedDateTime("2025-08-15T09:00:00+02:00")).toBe(true)
    expect(isZonedDateTime("2025-13-45T09:00:00Z")).toBe(false)
    expect(problemsWith({ ...video, uploadDate: "2025-08-15" })).toEqual([
      'uploadDate has no time zone (ISO 8601 with Z or ±hh:mm): "2025-08-15"',
    ])
    const nested = { "@type": "ItemList", itemListElement: [{ item: { ...article, datePublished: "2026-11-18" } }] }
    expect(problemsWith(nested)).toEqual([expect.stringMatching(/^datePublished has no time zone/)])
    expect(problemsWith({ ...article, dateModified: "2026-11-20T10:00" })).toEqual([
      expect.stringMatching(/^dateModified has no time zone/),
    ])
  })

  test("a VideoObject needs its name, description, thumbnail, upload date and a URL to play, and its embedUrl is a player, not the page", () => {
    const { name: _n, thumbnailUrl: _t, uploadDate: _u, description: _d, ...bare } = video
    expect(problemsWith(bare)).toEqual([
      "VideoObject needs a name",
      "VideoObject needs a description",
      "VideoObject needs thumbnailUrl, absolute URLs",
      "VideoObject needs an uploadDate",
    ])
    const { contentUrl: _c, embedUrl: _e, ...unplayable } = video
    expect(problemsWith(unplayable)).toEqual(["VideoObject needs a contentUrl or an embedUrl"])
    expect(problemsWith({ ...video, embedUrl: PAGE })).toEqual([
      `VideoObject's embedUrl is the page itself (${PAGE}), not a player`,
    ])
    expect(problemsWith({ ...video, thumbnailUrl: "/media/x.webp", duration: "3:00" })).toEqual([
      "VideoObject needs thumbnailUrl, absolute URLs",
      "VideoObject's duration is not ISO 8601: 3:00",
    ])
  })

  test("an Article needs a short headline, an image, a change no earlier than its publication, and a named author", () => {
    expect(problemsWith({ ...article, headline: "x".repeat(MAX_HEADLINE + 1) })).toEqual([
      `Article's headline is over ${MAX_HEADLINE} characters: ${MAX_HEADLINE + 1}`,
    ])
    expect(problemsWith({ ...article, "@type": "BlogPosting", image: "/media/blog/x.webp" })).toEqual([
      "BlogPosting needs an image, absolute URLs",
    ])
    expect(problemsWith({ ...article, dateModified: "2026-11-01T00:00:00Z" })).toEqual([
      "Article's dateModified is before its datePublished",
    ])
    const { datePublished: _p, dateModified: _m, author: _a, ...undated } = article
    expect(problemsWith(undated)).toEqual(["Article needs an author"])
    expect(problemsWith({ ...article, author: { "@type": "Person" } })).toEqual(["Article's author needs a name"])
    expect(problemsWith({ ...article, author: "Ada" })).toEqual(['Article\'s author is not a Person or an Organization: "Ada"'])
  })

  test("an FAQPage needs questions, each with its answer's text", () => {
    expect(problemsWith({ ...faq, mainEntity: [] })).toEqual(["FAQPage needs its questions in mainEntity"])
    expect(
      problemsWith({ ...faq, mainEntity: [{ "@type": "Question", name: "Why?", acceptedAnswer: { "@type": "Answer" } }] }),
    ).toEqual(['the Question "Why?" needs an acceptedAnswer with its text'])
    expect(problemsWith({ ...faq, mainEntity: [{ "@type": "Answer", text: "x" }] })).toEqual([
      "FAQPage's mainEntity holds something other than a Question",
    ])
  })

  test("a BreadcrumbList's items are numbered from 1 in order, named, and link their pages but the last", () => {
    const [first, last] = breadcrumbs.itemListElement
    expect(problemsWith({ ...breadcrumbs, itemListElement: [{ ...first, position: 2 }, last] })).toEqual([
      "BreadcrumbList's item 1 has position 2",
    ])
    expect(
      problemsWith({
        ...breadcrumbs,
        itemListElement: [
          { ...first, item: undefined },
          { ...last, name: "" },
        ],
      }),
    ).toEqual(["BreadcrumbList's item 1 needs an item URL", "BreadcrumbList's item 2 needs a name"])
  })

  test("an Organization needs a name, a URL and a logo, wherever it stands (an article's publisher too)", () => {
    expect(problemsWith({ ...article, publisher: { "@type": "Organization", name: "Syncreel" } })).toEqual([
      "Organization needs a url",
      "Organization needs a logo, an absolute URL",
    ])
  })
})
