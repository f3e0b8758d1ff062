import { describe, expect, test } from "vitest"
import { oembedAnswer } from "./oembed.server.ts"
import { oembedUrl } from "./oembed-url.ts"

// The site's oEmbed answers (https://oembed.com, 1.0): the embed of a watch page, or why not.
const ask = (query: Record<string, string>) => oembedAnswer(new URLSearchParams(query))
const neon = "http://localhost:3000/examples/neon-nights"

describe("oembedAnswer", () => {
  test("answers a watch page's URL with a video: its embeddable player in an iframe, its size, title, provider and thumbnail", () => {
    expect(ask({ url: neon, format: "json" })).toEqual({
      status: 200,
      body: {
        version: "1.0",
        type: "video",
        title: "Neon Nights",
        provider_name: "Syncreel",
        provider_url: "http://localhost:3000/",
        html:
          '<iframe src="http://localhost:3000/embed/neon-nights" width="960" height="540" title="Neon Nights example video"' +
          ' style="border:0" allow="fullscreen; picture-in-picture" allowfullscreen></iframe>',
        width: 960,
        height: 540,
        thumbnail_url: "http://localhost:3000/media/examples/neon-nights-960.webp",
        thumbnail_width: 960,
        thumbnail_height: 540,
      },
    })
  })

  test("a watch page in another language embeds that language's player; format may be left out", () => {
    const { status, body } = ask({ url: "http://localhost:3000/de/beispiele/festival-drop" })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      provider_url: "http://localhost:3000/de",
      html: expect.stringContaining('src="http://localhost:3000/de/einbetten/festival-drop"'),
    })
    expect(body).toMatchObject({ html: expect.stringContaining('title="Beispielvideo Festival Drop"') })
  })

  test("a query or a trailing slash on the page's URL does not matter; the embed page's own URL answers too", () => {
    for (const url of [`${neon}?utm_source=chat`, `${neon}/`, `${neon}#top`, "http://localhost:3000/embed/neon-nights"])
      expect(ask({ url }).status).toBe(200)
  })

  test("maxwidth and maxheight shrink the player in its proportions, and the thumbnail to a still that fits, or none", () => {
    expect(ask({ url: neon, maxwidth: "480" }).body).toMatchObject({ width: 480, height: 270 })
    expect(ask({ url: neon, maxwidth: "480" }).body).not.toHaveProperty("thumbnail_url")
    expect(ask({ url: neon, maxheight: "360" }).body).toMatchObject({
      width: 640,
      height: 360,
      thumbnail_url: "http://localhost:3000/media/examples/neon-nights-640.webp",
      thumbnail_width: 640,
      thumbnail_height: 360,
    })
    expect(ask({ url: neon, maxwidth: "800", maxheight: "300" }).body).toMatchObject({ width: 533, height: 300 })
    expect(ask({ url: neon, maxwidth: "2000", maxheight: "2000" }).body).toMatchObject({ width: 960, height: 540 })
    const { html } = ask({ url: neon, maxwidth: "480" }).body as { html: string }
    expect(html).toContain('width="480" height="270"')
  })

  test("a URL that is no video of this site is 404", () => {
    for (const url of [
      "http://localhost:3000/examples/no-such-video",
      "http://localhost:3000/pricing",
      "http://localhost:3000/it/examples/neon-nights",
      "https://elsewhere.example/examples/neon-nights",
    ])
      expect(ask({ url, format: "json" })).toEqual({ status: 404, body: { error: expect.any(String), field: "url" } })
  })

  test("a missing or malformed url, or a size that is not a whole number of pixels, is 400 naming the parameter", () => {
    expect(ask({ format: "json" })).toEqual({ status: 400, body: { error: expect.any(String), field: "url" } })
    expect(ask({ url: "" })).toMatchObject({ status: 400, body: { field: "url" } })
    expect(ask({ url: "not a url" })).toMatchObject({ status: 400, body: { field: "url" } })
    expect(ask({ url: "javascript:alert(1)" })).toMatchObject({ status: 400, body: { field: "url" } })
    expect(ask({ url: "http://localhost:3000/%E0%A4%A" })).toMatchObject({ status: 400, body: { field: "url" } })
    for (const size of ["0", "-5", "12.5", "wide", "9999999"]) {
      expect(ask({ url: neon, maxwidth: size })).toMatchObject({ status: 400, body: { field: "maxwidth" } })
      expect(ask({ url: neon, maxheight: size })).toMatchObject({ status: 400, body: { field: "maxheight" } })
    }
  })

  test("format=xml, or any format but json, is 501 Not Implemented", () => {
    expect(ask({ url: neon, format: "xml" })).toEqual({ status: 501, body: { error: expect.any(String), field: "format" } })
    expect(ask({ url: neon, format: "yaml" }).status).toBe(501)
  })
})

test("a watch page's discovery link asks for its own absolute URL as JSON", () => {
  expect(oembedUrl("/it/esempi/neon-nights")).toBe(
    "http://localhost:3000/oembed?url=http%3A%2F%2Flocalhost%3A3000%2Fit%2Fesempi%2Fneon-nights&format=json",
  )
})
