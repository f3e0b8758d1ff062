import { expect, test } from "vitest"
import { rewriteBodyImages } from "./body-images.server.ts"
import { imageUrl } from "./image-widths.ts"
import { sanitizeHtml } from "./sanitize.server.ts"

const COVER = "https://images.example.com/a.png"
const sizes = new Map([
  [COVER, { width: 1600, height: 900 }],
  ["/media/small.png", { width: 500, height: 250 }],
])
const size = async (src: string) => sizes.get(src) ?? null
const rewrite = (html: string) => rewriteBodyImages(sanitizeHtml(html), size)

test("an inline image points at the site's image route, lazily, with the source's width and height", async () => {
  const html = await rewrite(`<p>Before</p><img src="${COVER}" alt="A &quot;cover&quot; &amp; more" title="Cover"><p>After</p>`)
  expect(html).toBe(
    `<p>Before</p><img src="${imageUrl(COVER, 1408)}" srcset="${imageUrl(COVER, 704)} 704w, ${imageUrl(COVER, 1408)} 1408w" ` +
      `sizes="(min-width: 48rem) 704px, calc(100vw - 2.5rem)" width="1600" height="900" loading="lazy" decoding="async" ` +
      `alt="A &quot;cover&quot; &amp; more" title="Cover"><p>After</p>`,
  )
  expect(html).not.toContain(`src="${COVER}"`)
})

test("an image narrower than the column is listed at its own width, never enlarged", async () => {
  const html = await rewrite(`<img src="/media/small.png" alt="">`)
  expect(html).toContain(`srcset="${imageUrl("/media/small.png", 704)} 500w"`)
  expect(html).toContain(`width="500" height="250"`)
})

test("the body's own srcset, sizes, size and loading give way to the route's", async () => {
  const html = await rewrite(
    `<img src="${COVER}" srcset="https://evil.example/x.png 2x" width="1" height="1" loading="eager" alt="x">`,
  )
  expect(html).not.toContain("evil.example")
  expect(html).toContain('width="1600" height="900" loading="lazy"')
  expect(html.match(/width=/g)).toHaveLength(1)
})

test("an image not on IMAGE_HOSTS, or whose source failed, becomes its alt text; one without alt text is left out", async () => {
  const html = await rewrite(
    `<p>One</p><img src="https://elsewhere.example/x.png" alt="The band on stage"><img src="https://elsewhere.example/y.png"><p>Two</p>`,
  )
  expect(html).toBe(`<p>One</p><span class="image-fallback">The band on stage</span><p>Two</p>`)
})

test("a picture's sources with a srcset are dropped, so the browser only ever asks this site", async () => {
  const html = await rewrite(
    `<picture><source srcset="https://elsewhere.example/x.avif" type="image/avif"><img src="${COVER}" alt=""></picture>`,
  )
  expect(html).not.toContain("elsewhere.example")
  expect(html).toContain(`src="${imageUrl(COVER, 1408)}"`)
})

test("hostile HTML stays harmless: the sanitiser runs first, and what the rewrite writes back is escaped", async () => {
  const hostile = [
    `<img src="${COVER}" onerror="alert(1)" alt="Stage">`,
    `<img src="javascript:alert(3)" alt="js">`,
    `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"><img src=x onerror=alert(4)></iframe>`,
    `<svg><img src="${COVER}"></svg>`,
  ].join("")
  const html = await rewrite(hostile)
  expect(html).not.toMatch(/onerror|<script|javascript:|src="x"/i)
  expect(html).toContain(`<span class="image-fallback">js</span>`)
  // An attribute value can hold ">" and "<" in the serialisation: it stays one value, escaped.
  const escaped = await rewriteBodyImages(
    `<img src="${COVER}" alt="a > b"><img src="/x.png" alt="&quot;><script>alert(2)</script>">`,
    size,
  )
  expect(escaped).toContain(`alt="a &gt; b"`)
  expect(escaped).toContain(`<span class="image-fallback">&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;</span>`)
  expect(escaped).not.toContain("<script>")
})

test("a body without images is returned as it is", async () => {
  const body = '<p>Just words &amp; a <a href="https://example.com">link</a>.</p>'
  expect(await rewriteBodyImages(body, size)).toBe(body)
})
