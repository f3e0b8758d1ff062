import { expect, test } from "vitest"
import { type ExampleVideo, examples } from "#app/content/examples.ts"
import { videoSitemapXml } from "./video-sitemap.ts"

test("the video sitemap lists each watch page with its video's thumbnail, title, description, file, length and date", () => {
  const xml = videoSitemapXml(examples)
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:video="http:\/\/www.google.com\/schemas\/sitemap-video\/1.1">\n/,
  )
  expect(xml.match(/<url>/g)).toHaveLength(examples.length)
  expect(xml).toContain(`  <url>
    <loc>http://localhost:3000/examples/neon-nights</loc>
    <video:video>
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

test("titles and descriptions with markup characters stay text in the sitemap", () => {
  const tricky: ExampleVideo = { ...examples[0]!, title: "Rock & <Roll>", description: `"Loud" & 'proud'` }
  const xml = videoSitemapXml([tricky])
  expect(xml).toContain("<video:title>Rock &amp; &lt;Roll&gt;</video:title>")
  expect(xml).toContain("<video:description>&quot;Loud&quot; &amp; &apos;proud&apos;</video:description>")
})
