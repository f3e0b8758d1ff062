import { describe, expect, test } from "vitest"
import { paintFirst } from "./paint-first.server.ts"

// What React Router 8 writes for a page (Scripts in app/root.tsx), trimmed.
const routerModuleScript =
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root-1.js";\n' +
  'import * as route1 from "/assets/terms-2.js";\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/terms":route1};\n\n' +
  'import("/assets/entry.client-3.js");</script>'

describe("paintFirst", () => {
  test("drops every module preload React writes into the head, whatever its attributes", () => {
    const html =
      '<head><link rel="stylesheet" href="/assets/site.css" data-precedence="default"/>' +
      '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
      '<link rel="modulepreload" href="/assets/root.js" nonce="abc" crossorigin="anonymous"/>' +
      '<link crossorigin="" rel="modulepreload" href="/assets/home.js">' +
      "<title>Home</title></head>"
    expect(paintFirst(html)).toBe('<head><link rel="stylesheet" href="/assets/site.css" data-precedence="default"/><title>Home</title></head>')
  })

  test("the router's module script imports the same modules, together, after the first frame", () => {
    const out = paintFirst(`<body><p>Terms</p>${routerModuleScript}</body>`)
    expect(out).toBe(
      '<body><p>Terms</p><script nonce="abc" type="module" async="">' +
        "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));\n" +
        'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/terms-2.js")]);\n\n' +
        '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/terms":route1};\n\n' +
        'import("/assets/entry.client-3.js");</script></body>',
    )
    expect(out).not.toMatch(/^import \* as/m)
  })

  test("leaves other scripts, links and text alone, and a module script with nothing to defer", () => {
    const html =
      '<link rel="preload" as="image" href="/poster.webp"/><p>rel="modulepreload" is an attribute</p>' +
      '<script>window.__reactRouterContext = {};</script><script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type="module">import("/assets/entry.client.js");</script>'
    expect(paintFirst(html)).toBe(html)
  })
})
