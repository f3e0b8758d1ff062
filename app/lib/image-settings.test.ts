import { expect, test } from "vitest"
import { rewriteBodyImages } from "./body-images.server.ts"
import { ImageHostsError, imageCspSources, imageRefusal, parseImageHosts, parseImageMode } from "./image-settings.ts"

test("IMAGE_MODE is proxy by default, or direct; anything else is named", () => {
  expect(parseImageMode(undefined)).toBe("proxy")
  expect(parseImageMode("")).toBe("proxy")
  expect(parseImageMode("direct")).toBe("direct")
  expect(() => parseImageMode("cdn")).toThrow(ImageHostsError)
  expect(() => parseImageMode("cdn")).toThrow(/IMAGE_MODE: "cdn" is not proxy \(the default\) or direct/)
})

test("img-src allows other hosts only with IMAGE_MODE=direct: IMAGE_HOSTS's when set, else any https source", () => {
  expect(imageCspSources({})).toEqual({})
  expect(imageCspSources({ IMAGE_HOSTS: "images.example.com" })).toEqual({})
  expect(imageCspSources({ IMAGE_MODE: "direct" })).toEqual({ img: ["https:"] })
  expect(imageCspSources({ IMAGE_MODE: "direct", IMAGE_HOSTS: "images.example.com cdn.example.org" })).toEqual({
    img: ["https://images.example.com", "https://cdn.example.org"],
  })
  expect(() => imageCspSources({ IMAGE_MODE: "direct", IMAGE_HOSTS: "http://images.example.com" })).toThrow(ImageHostsError)
})

test("a source is shown when it is a site path or https on a public host, narrowed by IMAGE_HOSTS", () => {
  const none = new Set<string>()
  expect(imageRefusal("/media/a.png", none)).toBeNull()
  expect(imageRefusal("https://photos.anywhere.example/a.png", none)).toBeNull()
  expect(imageRefusal("http://photos.anywhere.example/a.png", none)).toEqual({ reason: "not-a-source" })
  expect(imageRefusal("https://[::ffff:a9fe:a9fe]/latest", none)).toEqual({ reason: "not-public", host: "[::ffff:a9fe:a9fe]" })
  const narrowed = parseImageHosts("images.example.com")
  expect(imageRefusal("https://images.example.com/a.png", narrowed)).toBeNull()
  expect(imageRefusal("https://photos.anywhere.example/a.png", narrowed)).toEqual({
    reason: "not-on-image-hosts",
    host: "photos.anywhere.example",
  })
})

test("with IMAGE_MODE=direct a body image keeps its own link, lazily; one not shown is its alt text", async () => {
  const html =
    '<p><img src="https://photos.anywhere.example/a.png" alt="A stage" srcset="x 2x"><img src="https://no.example/b.png" alt="Gone"></p>'
  const rewritten = await rewriteBodyImages(html, async (src) => (src.includes("anywhere") ? "direct" : null))
  expect(rewritten).toBe(
    '<p><img src="https://photos.anywhere.example/a.png" loading="lazy" decoding="async" alt="A stage"><span class="image-fallback">Gone</span></p>',
  )
})
