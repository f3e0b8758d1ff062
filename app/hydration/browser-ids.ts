import { options } from "preact"
import { isHydrating } from "#app/hydration/browser-hydration.ts"

// Ids from useId differ between React on the server and Preact in the browser. Hydration keeps the
// server's attributes, so an element created later (the share panel) would not match the element
// that names it. While hydrating, the attributes that hold ids take the browser's values.

/** The props that hold ids; each is its attribute's name but `htmlFor`, which is `for`. */
const ID_PROPS = ["id", "for", "htmlFor", "aria-labelledby", "aria-describedby", "aria-controls"]

// Importing this module installs the hook, for the page's whole life (app/entry.client.tsx).
const diffed = options.diffed
options.diffed = (vnode) => {
  // `__e` is the element Preact rendered the vnode into (its mangled `_dom`).
  const element = (vnode as unknown as { __e?: Node | null }).__e
  if (isHydrating() && typeof vnode.type === "string" && element instanceof Element) {
    const props = vnode.props as Record<string, unknown>
    for (const prop of ID_PROPS) {
      const value = props[prop]
      const attribute = prop === "htmlFor" ? "for" : prop
      if (typeof value === "string" && element.getAttribute(attribute) !== value) element.setAttribute(attribute, value)
    }
  }
  diffed?.(vnode)
}
