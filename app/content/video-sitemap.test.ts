import { expect, test } from "vitest"
import { localizedExamples } from "#app/content/examples-section.server.ts"
import { locales } from "#app/i18n/locales.ts"
import { type VideoSitemapPage, videoSitemapPages, videoSitemapXml } from "./video-sitemap.ts"

/** The examples with their English words, from the catalog. */
const examples = localizedExamples("en")

const xml = videoSitemapXml(videoSitemapPages())

/** The <url> entry of one page, by its path. */
const entry = (path: string) =>
  xml.match(new RegExp(`  <url>\\n    <loc>http://localhost:3000${path}</loc>\\n[\\s\\S]*?</url>`))?.[0]

test("the video sitemap lists each watch page with its video's thumbnail, title, description, file, length and date", () => {
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml" xmlns:video="http:\/\/www.google.com\/schemas\/sitemap-video\/1.1">\n/,
  )
  expect(entry("/examples/neon-nights")).toContain(`    <video:video>
      <video:thumbnail_loc>http://localhost:3000/media/examples/neon-nights-960.webp</video:thumbnail_loc>
      <video:title>Neon Nights</video:title>
      <video:description>A synthwave anthem turned into a night drive through a city of neon signs, every cut on the snare.</video:description>
      <video:content_loc>http://localhost:3000/media/examples/neon-nights.mp4</video:content_loc>
      <video:duration>10</video:duration>
      <video:publication_date>2025-08-15</video:publication_date>
    </video:video>
  </url>`)
  // A player_loc may not repeat <loc>, and the watch page is the only player.
  expect(xml).not.toContain("player_loc")
})

test("the video sitemap lists every example's watch page once in each of the six languages", () => {
  expect(xml.match(/<url>/g)).toHaveLength(examples.length * locales.length)
  for (const path of [
    "/examples/festival-drop",
    "/it/esempi/festival-drop",
    "/de/beispiele/festival-drop",
    "/pt-br/exemplos/festival-drop",
  ]) {
    expect(entry(path), path).toBeDefined()
  }
})

test("each language's watch page carries its video's title and description in that language", () => {
  const german = entry("/de/beispiele/neon-nights")!
  // The title is the song's name in every language; the description is the page's.
  expect(german).toContain("<video:title>Neon Nights</video:title>")
  expect(german).not.toContain("A synthwave anthem")
  expect(german).toMatch(/<video:description>[^<]*Synthwave[^<]*<\/video:description>/)
  const italian = entry("/it/esempi/neon-nights")!
  expect(italian).not.toContain("A synthwave anthem")
  expect(italian.match(/<video:description>([^<]*)</)![1]).not.toBe(german.match(/<video:description>([^<]*)</)![1])
})

test("each watch page names its versions in the other languages and the English one as x-default", () => {
  const french = entry("/fr/exemples/golden-hour-ballad")!
  expect(french).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/examples/golden-hour-ballad"/>`)
  expect(french).toContain(
    `<xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/fr/exemples/golden-hour-ballad"/>`,
  )
  expect(french).toContain(
    `<xhtml:link rel="alternate" hreflang="pt-BR" href="http://localhost:3000/pt-br/exemplos/golden-hour-ballad"/>`,
  )
  expect(french).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/examples/golden-hour-ballad"/>`,
  )
  expect(french.match(/<xhtml:link/g)).toHaveLength(locales.length + 1)
})

test("titles and descriptions with markup characters stay text in the sitemap", () => {
  const tricky: VideoSitemapPage = {
    path: "/examples/neon-nights",
    video: { ...examples[0]!, title: "Rock & <Roll>", description: `"Loud" & 'proud'` },
    alternates: [],
  }
  const xml = videoSitemapXml([tricky])
  expect(xml).toContain("<video:title>Rock &amp; &lt;Roll&gt;</video:title>")
  expect(xml).toContain("<video:description>&quot;Loud&quot; &amp; &apos;proud&apos;</video:description>")
})
