import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { describe, expect, test, vi } from "vitest"
import { createApp, safePath } from "./app.ts"

const buildFile = path.resolve("build/server/index.js")

describe("safePath", () => {
  test("decodes ordinary paths", () => {
    expect(safePath("/blog/hello%20world")).toBe("/blog/hello world")
  })
  test.each(["/%E0%A4%A", "/%", "/a%00b", "/a/%2e%2e/b", "/..%5cetc", `/${"x".repeat(3000)}`, "relative"])(
    "refuses %s",
    (raw) => expect(safePath(raw)).toBeNull(),
  )
})

describe("the server with the production build", () => {
  test("needs the build (npm test builds first)", () => {
    expect(existsSync(buildFile), "run `npm run build` first").toBe(true)
  })

  test("a loader that throws answers 500 with the error screen, and the server keeps serving", async () => {
    const build = (await import(buildFile)) as ServerBuild
    const home = build.routes["routes/home"]!
    const broken: ServerBuild = {
      ...build,
      routes: {
        ...build.routes,
        "routes/home": {
          ...home,
          module: {
            ...home.module,
            loader: () => {
              throw new TypeError("boom")
            },
          },
        },
      },
    }
    // An empty client folder, so "/" is rendered instead of served from its prerendered file.
    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"))
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    const app = createApp({ build: broken, clientDir, cspHashes: {}, log: () => {} })

    const response = await app.request("/")
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(html).toContain("Unexpected Application Error!")
    expect(html).not.toContain("TypeError: boom")
    expect(errors).toHaveBeenCalled()

    const health = await app.request("/healthz")
    expect(health.status).toBe(200)
    errors.mockRestore()
  })

  test("a social card that was not generated is answered with the default social image", async () => {
    const build = (await import(buildFile)) as ServerBuild
    const clientDir = mkdtempSync(path.join(tmpdir(), "client-"))
    mkdirSync(path.join(clientDir, "media"))
    writeFileSync(path.join(clientDir, "media/og-default.png"), "default image")
    mkdirSync(path.join(clientDir, "social"))
    writeFileSync(path.join(clientDir, "social/index.png"), "home card")
    const app = createApp({ build, clientDir, cspHashes: {}, log: () => {} })

    const card = await app.request("/social/index.png")
    expect(await card.text()).toBe("home card")
    const fallback = await app.request("/social/blog/some-article.png")
    expect(fallback.status).toBe(200)
    expect(fallback.headers.get("Content-Type")).toBe("image/png")
    expect(await fallback.text()).toBe("default image")
    expect((await app.request("/media/missing.png")).status).toBe(404)
  })
})

describe("starting the server", () => {
  test("a malformed setting stops it with a message naming the variable", () => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, APP_URL: "not-a-url", PORT: "0" },
      encoding: "utf8",
      timeout: 20_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain("APP_URL")
    expect(result.stderr).toContain("not-a-url")
  })
})

test("the health check answers 503 \"starting\" until the blog's database is open, then 200", async () => {
  const build = (await import(buildFile)) as ServerBuild
  let ready = false
  const app = createApp({ build, clientDir: mkdtempSync(path.join(tmpdir(), "client-")), cspHashes: {}, ready: () => ready, log: () => {} })
  const starting = await app.request("/healthz")
  expect({ status: starting.status, body: await starting.text(), cache: starting.headers.get("cache-control") }).toEqual({
    status: 503,
    body: "starting",
    cache: "no-store",
  })
  ready = true
  expect((await app.request("/healthz")).status).toBe(200)
})
