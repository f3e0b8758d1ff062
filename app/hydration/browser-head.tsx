import { useLayoutEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"
import { Meta, UNSAFE_useScrollRestoration as useScrollRestoration, useLocation, useNavigationType } from "react-router"

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
 * The stylesheet scrolls smoothly (tailwind.css), for links to a part of the page. The router
 * scrolls too when it shows another page: to the top, to the position Back returns to, or to the
 * section a link names. That scroll must be instant: a smooth one showed the new page at the old
 * page's position, 1,000 px or more down, and glided up over half a second. So while the router
 * scrolls for a new page, the document's scroll behaviour is `auto`; a link within the page (the
 * same path, another hash) keeps the smooth scroll its own handler or the browser started.
 */
function useInstantScrollOnNewPage(page: string) {
  const shown = useRef(page)
  const navigationType = useNavigationType()
  // Layout effects run in order: this one, then the router's scroll (useScrollRestoration's), then the next.
  useLayoutEffect(() => {
    if (shown.current === page) return
    const root = document.documentElement
    // Back and Forward return to a position on a page shown afresh, whose sections below the first
    // screen (`below-fold`) the browser would skip at an estimated height: on the home page the
    // estimates came to 1,600 px less than the real heights, and Back landed 650 px short of where
    // the visitor was (the document ended there). Rendered in full, the page is as long as it was.
    if (navigationType === "POP") root.setAttribute("data-render-all", "")
    root.style.scrollBehavior = "auto"
    // Chromium skips the style update for a scroll to (0, 0), which needs no layout, and would
    // read the stale `smooth`: reading the computed value applies the change now.
    void getComputedStyle(root).scrollBehavior
  }, [page, navigationType])
  useScrollRestoration()
  useLayoutEffect(() => {
    if (shown.current === page) return
    shown.current = page
    document.documentElement.style.removeProperty("scroll-behavior")
  }, [page])
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
  useInstantScrollOnNewPage(location.pathname + location.search)
  if (!serverHeadReleased) {
    if (location.key === loadedPage) return null
    releaseServerHead()
  }
  return createPortal(<Meta />, document.head)
}
