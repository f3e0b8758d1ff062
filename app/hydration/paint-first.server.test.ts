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
    expect(paintFirst(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/site.css" data-precedence="default"/><title>Home</title></head>',
    )
  })

  test("the router's module script imports the same modules, together, once the first paint is on screen", () => {
    const out = paintFirst(`<body><p>Terms</p>${routerModuleScript}</body>`)
    const script = /<script nonce="abc" type="module" async="">([\s\S]*)<\/script><\/body>$/.exec(out)?.[1] ?? ""
    const [wait, ...rest] = script.split(/\n(?=const \[route0)/)
    // It waits for the paint timing entry, or for the first frame where there is none to wait for.
    expect(wait).toMatch(/^await new Promise\(\(resolve\) => \{/)
    expect(wait).toContain('getEntriesByName("first-contentful-paint")')
    expect(wait).toContain('document.visibilityState !== "visible"')
    expect(rest.join("\n")).toBe(
      'const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/terms-2.js")]);\n\n' +
        '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/terms":route1};\n\n' +
        'import("/assets/entry.client-3.js");',
    )
    expect(out).not.toMatch(/^import \* as/m)
    expect(out.startsWith("<body><p>Terms</p>")).toBe(true)
  })

  test("leaves other scripts, links and text alone, and a module script with nothing to defer", () => {
    const html =
      '<link rel="preload" as="image" href="/poster.webp"/><p>rel="modulepreload" is an attribute</p>' +
      '<script>window.__reactRouterContext = {};</script><script type="application/ld+json">{"@type":"WebSite"}</script>' +
      '<script type="module">import("/assets/entry.client.js");</script>'
    expect(paintFirst(html)).toBe(html)
  })
})
