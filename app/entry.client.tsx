import { options } from "preact"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { releaseServerHead } from "#app/components/browser-head.tsx"
import { hydrationFinished } from "#app/lib/browser-hydration.ts"

// The browser build renders with Preact (docs/decisions/0009-preact-in-the-browser.md). It hydrates
// the page's content, the server's <div id="app">; the head and the router's scripts stay as the
// server wrote them, and BrowserHead keeps the page's title and tags up to date from then on.

// Ids from useId differ between React on the server and Preact here. Hydration keeps the server's
// attributes, so an element created later (a dialog's title, the share panel) would not match the
// element that names it. While hydrating, the attributes that hold ids take the browser's values.
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  for: "for",
  htmlFor: "for",
  "aria-labelledby": "aria-labelledby",
  "aria-describedby": "aria-describedby",
  "aria-controls": "aria-controls",
}
let hydrating = true
const diffed = options.diffed
options.diffed = (vnode) => {
  // `__e` is the element Preact rendered the vnode into (its mangled `_dom`).
  const element = (vnode as unknown as { __e?: Node | null }).__e
  if (hydrating && typeof vnode.type === "string" && element instanceof Element) {
    const props = vnode.props as Record<string, unknown>
    for (const [prop, attribute] of Object.entries(ID_ATTRIBUTES)) {
      const value = props[prop]
      if (typeof value === "string" && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
    }
  }
  diffed?.(vnode)
}

// HydratedRouter first decodes the data the server streamed into the page, suspending (throwing
// the decoding promise) until it has. Wait for that promise before hydrating, so hydration runs
// in one pass: calling the component once outside a render throws it before its first hook.
async function routerDataDecoded() {
  try {
    HydratedRouter({})
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown
  }
}

await routerDataDecoded()
const app = document.getElementById("app")
if (app) {
  releaseServerHead()
  // No concurrent rendering in Preact: the router updates its state directly, not in transitions.
  hydrateRoot(app, <HydratedRouter useTransitions={false} />)
}
hydrating = false
hydrationFinished()
