import { useState } from "react"
import { createPortal } from "react-dom"
import { Meta, UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router"

// In the browser only the page's content is hydrated (app/entry.client.tsx); this part of the
// root layout does there what the server's document does around it.

/** The head tags a route's `meta` can write (app/lib/seo.ts): the server's copies make way for BrowserHead's. */
const ROUTE_HEAD_TAGS = [
  "title",
  'meta[name]:not([name="viewport"]):not([name="theme-color"])',
  "meta[property]",
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'script[type="application/ld+json"]',
].join(", ")

/** Whether the server's head tags have made way for BrowserHead's: once per document. */
let serverHeadReleased = false

/** Removes the route's head tags the server wrote, just before BrowserHead first writes its own. */
function releaseServerHead() {
  for (const tag of document.head.querySelectorAll(ROUTE_HEAD_TAGS)) tag.remove()
  serverHeadReleased = true
}

/**
 * Keeps the head's title, description, canonical, social tags and JSON-LD those of the page on
 * screen after client navigations, and restores scroll positions as ScrollRestoration does.
 *
 * On the page the browser loaded, the server's head is already that page's: it stays as it is
 * until the first client navigation, so hydration spends no time replacing it with a copy.
 */
export function BrowserHead() {
  const location = useLocation()
  const [loadedPage] = useState(location.key)
  useScrollRestoration()
  if (!serverHeadReleased) {
    if (location.key === loadedPage) return null
    releaseServerHead()
  }
  return createPortal(<Meta />, document.head)
}
