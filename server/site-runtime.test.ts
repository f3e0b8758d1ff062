import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, test } from "vitest"
import { SiteEnvError, readSiteEnv, siteConfig, siteRuntime, siteRuntimeExpression } from "#app/config/site-env.ts"
import { built as siteIsBuilt, clientDir } from "../tests/support/built-pages.ts"
import { readBuildSettings } from "./build-settings.ts"
import { readSiteRuntimeModule, siteRuntimeAnswer, siteRuntimeModule, startVariables } from "./site-runtime.ts"

const built = readSiteEnv({ SITE_URL: "https://www.syncreel.example", GTM_ID: "GTM-ABC123", CONSENT_VERSION: "3" })
const runtimeOf = (env: Record<string, string>) => siteRuntime(siteConfig(startVariables(built, env)))

describe("the variables a server starts with", () => {
  test("are the build's when its environment sets none of the runtime ones, or sets them empty", () => {
    expect(startVariables(built, {})).toEqual(built)
    expect(startVariables(built, { GTM_ID: "", POSTHOG_KEY: "  " })).toEqual(built)
  })

  test("take each tracker, the consent version and the demo video its environment sets", () => {
    const runtime = runtimeOf({
      META_PIXEL_ID: "1234567890",
      CONSENT_VERSION: "4",
      DEMO_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ",
    })
    expect(runtime.analytics).toMatchObject({ gtmId: "GTM-ABC123", metaPixelId: "1234567890", consentVersion: "4" })
    expect(runtime.demoVideoUrl).toBe("https://youtu.be/dQw4w9WgXcQ")
  })

  test("keep the build's for every other site variable: the pages hold those", () => {
    const variables = startVariables(built, { SITE_URL: "https://staging.syncreel.example", BRAND_NAME: "Reelsync" })
    expect(variables.SITE_URL).toBe("https://www.syncreel.example")
    expect(variables.BRAND_NAME).toBe("Syncreel")
  })

  test("are refused, naming each malformed variable", () => {
    expect(() => startVariables(built, { GTM_ID: "UA-1", DEMO_VIDEO_URL: "ftp://x" })).toThrow(SiteEnvError)
    expect(() => startVariables(built, { GTM_ID: "UA-1", DEMO_VIDEO_URL: "ftp://x" })).toThrow(
      /GTM_ID="UA-1"[\s\S]*DEMO_VIDEO_URL="ftp:\/\/x"/,
    )
  })
})

describe("the browser's settings module", () => {
  const buildRuntime = siteRuntime(siteConfig(built))
  const tracked = runtimeOf({ POSTHOG_KEY: "phc_abcdefgh123", DEMO_VIDEO_URL: "https://play.example.net/v/1?a=1&b='2'" })
  /** The settings a module's JSON.parse literal holds, as the browser would read them. */
  const heldBy = (module: string) => new Function(`${module.replace(/export\{.*\};?$/, "")}; return e`)() as unknown

  test("is the build's with the server's settings in place of the build's, in any quoting the minifier chose", () => {
    for (const literal of [
      siteRuntimeExpression(buildRuntime),
      `JSON.parse('${JSON.stringify(buildRuntime).replaceAll("'", "\\'")}')`,
    ]) {
      const module = siteRuntimeModule(`const e=${literal};export{e as t};`, tracked)
      expect(heldBy(module)).toEqual(tracked)
      expect(module.endsWith(";export{e as t};")).toBe(true)
    }
  })

  test("is refused unless the build's module holds exactly one JSON.parse literal", () => {
    expect(() => siteRuntimeModule("const e={};export{e as t};", tracked)).toThrow(
      /holds 0 JSON\.parse literals instead of one: rebuild/,
    )
    const twice = `const e=${siteRuntimeExpression(buildRuntime)},f=${siteRuntimeExpression(buildRuntime)};export{e as t};`
    expect(() => siteRuntimeModule(twice, tracked)).toThrow(/holds 2 JSON\.parse literals/)
  })

  test("is read from the build's client folder, which names the missing file when it is not there", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"))
    expect(() => readSiteRuntimeModule(clientDir, tracked)).toThrow(
      /assets\/site-runtime\.js is missing: rebuild the site with `npm run build`/,
    )
    mkdirSync(path.join(clientDir, "assets"))
    writeFileSync(
      path.join(clientDir, "assets/site-runtime.js"),
      `const e=${siteRuntimeExpression(buildRuntime)};export{e as t};`,
    )
    expect(heldBy(readSiteRuntimeModule(clientDir, tracked))).toEqual(tracked)
  })

  test("is answered uncached without asking, and 304 to a browser that holds it", async () => {
    const answer = siteRuntimeAnswer("export{}")
    const first = answer(new Request("http://x/assets/site-runtime.js"))
    expect(first.status).toBe(200)
    expect(first.headers.get("Cache-Control")).toBe("no-cache")
    expect(await first.text()).toBe("export{}")
    const again = answer(
      new Request("http://x/assets/site-runtime.js", { headers: { "If-None-Match": first.headers.get("ETag")! } }),
    )
    expect(again.status).toBe(304)
    const other = siteRuntimeAnswer("export{};")(
      new Request("http://x/", { headers: { "If-None-Match": first.headers.get("ETag")! } }),
    )
    expect(other.status).toBe(200)
  })
})

describe.skipIf(!siteIsBuilt)("the build's browser settings module (build/client)", () => {
  const settings = siteIsBuilt ? readBuildSettings(path.resolve("build")) : null
  const assets = path.join(clientDir, "assets")
  /** What an ES module's one export holds, as the browser would import it. */
  const exported = async (module: string) =>
    Object.values((await import(`data:text/javascript,${encodeURIComponent(module)}`)) as Record<string, unknown>)[0]

  test("holds the build's trackers and demo video, and the server can put its own in their place", async () => {
    const module = readFileSync(path.join(assets, "site-runtime.js"), "utf8")
    expect(await exported(module)).toEqual(siteRuntime(settings!.site))
    const tracked = runtimeOf({ GTM_ID: "GTM-XYZ789", DEMO_VIDEO_URL: "https://youtu.be/dQw4w9WgXcQ" })
    expect(await exported(siteRuntimeModule(module, tracked))).toEqual(tracked)
  })

  test("is the only chunk that holds them, so the browser reads them nowhere else", () => {
    const others = readdirSync(assets).filter((file) => file.endsWith(".js") && file !== "site-runtime.js")
    expect(others.length).toBeGreaterThan(0)
    const holding = others.filter((file) =>
      readFileSync(path.join(assets, file), "utf8").includes(settings!.site.analytics.ipLookupUrl),
    )
    expect(holding).toEqual([])
  })
})
