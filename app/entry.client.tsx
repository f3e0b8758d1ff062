import { options } from "preact"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { deferredHydrationDone } from "#app/hydration/hydrate-later.tsx"
import { preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { hydrationFinished, hydrationStarted, isHydrating } from "#app/hydration/browser-hydration.ts"

// The browser build renders with Preact (docs/decisions/0009-preact-in-the-browser.md). It hydrates
// the page's content, the server's <div id="app">; the head and the router's scripts stay as the
// server wrote them, and BrowserHead keeps the page's title and tags up to date from then on.

hydrationStarted()

// Ids from useId differ between React on the server and Preact here. Hydration keeps the server's
// attributes, so an element created later (the share panel) would not match the element that
// names it. While hydrating, the attributes that hold ids take the browser's values.
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  for: "for",
  htmlFor: "for",
  "aria-labelledby": "aria-labelledby",
  "aria-describedby": "aria-describedby",
  "aria-controls": "aria-controls",
}
const diffed = options.diffed
options.diffed = (vnode) => {
  // `__e` is the element Preact rendered the vnode into (its mangled `_dom`).
  const element = (vnode as unknown as { __e?: Node | null }).__e
  if (isHydrating() && typeof vnode.type === "string" && element instanceof Element) {
    const props = vnode.props as Record<string, unknown>
    for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
      const value = props[prop]
      if (typeof value === "string" && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
    }
  }
  diffed?.(vnode)
}

// HydratedRouter creates the router on its first call, after it has decoded the data the server
// streamed into the page; until then it throws the decoding promise (it suspends). Call it once
// outside a render, waiting out that promise, so the router exists before hydration starts; past
// the router's creation the call fails at its first hook, which only a render can run.
async function createRouter() {
  for (;;) {
    try {
      HydratedRouter({})
    } catch (thrown) {
      if (thrown instanceof Promise) {
        await thrown
        continue
      }
    }
    return
  }
}

// Each step in its own task, so no single task holds the main thread for long on a slow phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// A fixed article's MDX body is its own chunk, rendered lazily. Hydrating before it has loaded
// would suspend, and Preact keeps only the first element of a suspended part of the page: the
// article would shrink to one paragraph until the chunk arrived. So load it first.
const articleSlug = /^\/blog\/([^/]+)\/?$/.exec(window.location.pathname)?.[1]

await Promise.all([createRouter(), articleSlug ? preloadArticleBody(decodeURIComponent(articleSlug)) : null])
await nextTask()
const app = document.getElementById("app")
if (app) {
  // No concurrent rendering in Preact: the router updates its state directly, not in transitions.
  hydrateRoot(app, <HydratedRouter useTransitions={false} />)
  await deferredHydrationDone()
}
hydrationFinished()
// For whoever needs to know the page's buttons work now (the browser tests do).
document.documentElement.setAttribute("data-hydrated", "")
