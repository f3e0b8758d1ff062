import { expect, test } from "./fixtures.ts"

test("every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/healthz", "/no-such-page", "/favicon.svg"]) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers["content-security-policy"] ?? ""
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? ""
    expect(scriptSrc, path).not.toContain("'unsafe-inline'")
    expect(scriptSrc, path).not.toContain("'unsafe-eval'")
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'self'")
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d+/)
    expect(headers["x-content-type-options"], path).toBe("nosniff")
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin")
    expect(headers["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups")
    expect(headers["cross-origin-resource-policy"], path).toBe("same-site")
    expect(headers["permissions-policy"], path).toContain("camera=()")
  }
})

test("prerendered pages allow their inline scripts by hash, rendered pages by nonce", async ({ request }) => {
  const home = await request.get("/")
  expect(home.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
  const missing = await request.get("/no-such-page")
  const nonce = /'nonce-([^']+)'/.exec(missing.headers()["content-security-policy"] ?? "")?.[1]
  expect(nonce).toBeTruthy()
  expect(await missing.text()).toContain(`nonce="${nonce}"`)
  const again = await request.get("/no-such-page")
  expect(again.headers()["content-security-policy"]).not.toContain(nonce!)
})

test("the browser runs the page's scripts under the CSP without violations", async ({ page }) => {
  const violations: string[] = []
  page.on("console", (m) => m.text().includes("Content Security Policy") && violations.push(m.text()))
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }))
  await page.goto("/")
  // The panel opens only once React has hydrated, which needs every inline script to have run.
  await page.getByRole("button", { name: "Share this page" }).click()
  await expect(page.getByRole("group", { name: "Share options" })).toBeVisible()
  expect(violations).toEqual([])
})

test("hashed assets are immutable and served precompressed", async ({ request }) => {
  const html = await (await request.get("/")).text()
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
  expect(asset).toBeTruthy()
  const br = await request.get(asset!, { headers: { "accept-encoding": "br" } })
  expect(br.status()).toBe(200)
  expect(br.headers()["cache-control"]).toBe("public, max-age=31536000, immutable")
  expect(br.headers()["content-encoding"]).toBe("br")
  const gz = await request.get(asset!, { headers: { "accept-encoding": "gzip" } })
  expect(gz.headers()["content-encoding"]).toBe("gzip")
  const missing = await request.get("/assets/nope-123.js")
  expect(missing.status()).toBe(404)
})

test("a prerendered page is served as a file at /x, and /x/ redirects to /x", async ({ request }) => {
  const home = await request.get("/", { headers: { "accept-encoding": "br" } })
  expect(home.headers()["content-encoding"]).toBe("br")
  expect(home.headers()["cache-control"]).toContain("s-maxage")
  const slash = await request.get("/blog/", { maxRedirects: 0 })
  expect(slash.status()).toBe(308)
  expect(slash.headers()["location"]).toBe("/blog")
})

test("pages rendered on request are compressed", async ({ request }) => {
  const response = await request.get("/no-such-page", { headers: { "accept-encoding": "gzip" } })
  expect(response.status()).toBe(404)
  expect(response.headers()["content-encoding"]).toBe("gzip")
})

test("/healthz answers 200 and HEAD works", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200)
  const head = await request.head("/")
  expect(head.status()).toBe(200)
  expect(await head.body()).toHaveLength(0)
  expect((await request.head("/no-such-page")).status()).toBe(404)
})

// Raw requests: an HTTP client would normalise these paths before sending them.
async function sendRaw(baseURL: string, path: string, method = "GET") {
  const { request: rawRequest } = await import("node:http")
  return new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
    const url = new URL(baseURL)
    const req = rawRequest({ host: url.hostname, port: url.port, path, method }, (res) => {
      let body = ""
      res.on("data", (chunk) => (body += chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }))
    })
    req.on("error", reject)
    req.end()
  })
}

test("bad requests get 400 or 404, never a 500 or a file outside the build", async ({ baseURL }) => {
  const send = (path: string) => sendRaw(baseURL!, path)
  const cases = [
    "/%E0%A4%A",
    "/%",
    "/blog/%ZZ",
    `/${"a".repeat(8 * 1024)}`,
    "/a%00b",
    "/assets/../package.json",
    "/assets/%2e%2e/package.json",
    "/assets/%2E%2E%2Fpackage.json",
    "/assets/..%2f..%2fpackage.json",
    "/..%5c..%5cpackage.json",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/build/server/index.js",
    "/../server/main.ts",
  ]
  for (const path of cases) {
    const { status, body } = await send(path)
    expect([400, 404], `${path.slice(0, 60)} answered ${status}`).toContain(status)
    expect(body).not.toContain('"name": "syncreel-site"')
    expect(body).not.toContain("root:x:0:0")
  }
})

test("no redirect leaves the site: //host and its encoded forms answer 404 (a backslash, 400)", async ({ baseURL }) => {
  for (const path of ["//evil.example/", "//evil.example/?next=1", "/%2F%2Fevil.example/", "/%2f/evil.example/?a=1", "//"]) {
    const { status, location } = await sendRaw(baseURL!, path)
    expect(status, path).toBe(404)
    expect(location, path).toBeUndefined()
  }
  // The node server refuses a raw backslash in the path before the app sees it.
  const backslash = await sendRaw(baseURL!, "/\\evil.example/")
  expect([400, 404]).toContain(backslash.status)
  expect(backslash.location).toBeUndefined()
})

test("a video answers byte ranges, and a page revalidates with 304", async ({ request }) => {
  const range = await request.get("/media/demo/walkthrough.mp4", { headers: { range: "bytes=0-1" } })
  expect(range.status()).toBe(206)
  expect(range.headers()["content-range"]).toMatch(/^bytes 0-1\/\d+$/)
  expect(range.headers()["accept-ranges"]).toBe("bytes")
  expect(await range.body()).toHaveLength(2)
  const home = await request.get("/", { headers: { "accept-encoding": "br" } })
  const etag = home.headers()["etag"]!
  const again = await request.get("/", { headers: { "accept-encoding": "br", "if-none-match": etag } })
  expect(again.status()).toBe(304)
  expect(again.headers()["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/)
})

test("a POST answers 405 with Allow, and /index.html is not a second copy of the home page", async ({ baseURL, request }) => {
  const post = await sendRaw(baseURL!, "/blog", "POST")
  expect(post.status).toBe(405)
  expect(post.body).toBe("Method not allowed\n")
  const index = await request.get("/index.html", { maxRedirects: 0 })
  expect(index.status()).toBe(308)
  expect(index.headers()["location"]).toBe("/")
})
