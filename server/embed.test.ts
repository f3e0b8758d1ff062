import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { beforeAll, describe, expect, test } from "vitest"
import { createApp } from "./app.ts"
import { htmlProblems } from "../tests/support/page-head.ts"

// The embeddable players and the oEmbed answer through the real server and the production build
// (issue 28, item 5): any site may frame /embed/<example> in every language, and no other page.

const buildFile = path.resolve("build/server/index.js")
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const build = (await import(buildFile)) as ServerBuild
  // An empty client folder: no prerendered files, so every page below is the router's.
  app = createApp({ build, clientDir: mkdtempSync(path.join(tmpdir(), "client-")), cspHashes: {}, log: () => {} })
})

const directive = (csp: string | null, name: string) =>
  csp
    ?.split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

const EMBED_PAGES = [
  "/embed/neon-nights",
  "/it/incorpora/golden-hour-ballad",
  "/es/insertar/lo-fi-study-session",
  "/de/einbetten/festival-drop",
  "/fr/integrer/neon-nights",
  "/pt-br/incorporar/festival-drop",
]

describe("the embeddable player", () => {
  test.each(EMBED_PAGES)("%s is a page any site may frame, with no script and noindex", async (page) => {
    const response = await app.request(page)
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8")
    const csp = response.headers.get("Content-Security-Policy")
    expect(directive(csp, "frame-ancestors")).toBe("*")
    // The rest of the policy is the site's.
    expect(directive(csp, "script-src")).toBe("'self'")
    expect(directive(csp, "object-src")).toBe("'none'")
    expect(response.headers.get("X-Frame-Options")).toBeNull()
    const html = await response.text()
    expect(await htmlProblems(html)).toEqual([])
    expect(html).not.toMatch(/<script/i)
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toMatch(/<video controls playsinline preload="none" poster="\/media\/examples\/[a-z-]+-640\.avif"/)
    expect(html).toMatch(/<track kind="captions" src="\/media\/examples\/[a-z-]+(\.[a-z-]+)?\.vtt"/)
  })

  test("its words are in its language: the credit links to the watch page in a new tab", async () => {
    const html = await (await app.request("/de/einbetten/festival-drop")).text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain(
      '<a class="credit" href="/de/beispiele/festival-drop" target="_blank" rel="noopener">Erstellt mit Syncreel<span class="hidden"> (öffnet in einem neuen Tab)</span></a>',
    )
    expect(html).toContain('src="/media/examples/festival-drop.de.vtt" srclang="de"')
  })

  test("every other answer keeps frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    for (const page of ["/", "/examples/neon-nights", "/embed/no-such-video", "/embed", "/it/embed/neon-nights", "/oembed"]) {
      const response = await app.request(page)
      expect(directive(response.headers.get("Content-Security-Policy"), "frame-ancestors"), page).toBe("'none'")
      expect(response.headers.get("X-Frame-Options"), page).toBe("DENY")
    }
    expect((await app.request("/embed/no-such-video")).status).toBe(404)
  })
})

describe("/oembed", () => {
  const url = encodeURIComponent("http://localhost:3000/examples/neon-nights")

  test("answers a watch page with JSON any site may read", async () => {
    const response = await app.request(`/oembed?url=${url}&format=json`)
    expect(response.status).toBe(200)
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8")
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*")
    expect(await response.json()).toMatchObject({ version: "1.0", type: "video", width: 960, height: 540 })
  })

  test.each([
    [`/oembed?url=${url}&format=xml`, 501, "format"],
    ["/oembed?format=json", 400, "url"],
    ["/oembed?url=nonsense&format=json", 400, "url"],
    [`/oembed?url=${url}&maxwidth=wide`, 400, "maxwidth"],
    [`/oembed?url=${encodeURIComponent("http://localhost:3000/examples/unknown")}`, 404, "url"],
  ])("%s answers %i naming %s, as JSON", async (request, status, field) => {
    const response = await app.request(request)
    expect(response.status).toBe(status)
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8")
    expect(await response.json()).toEqual({ error: expect.any(String), field })
  })
})
