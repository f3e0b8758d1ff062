import type { AnalyticsEvents, EventName } from "#app/lib/analytics/events.ts"
import { track } from "#app/lib/analytics/track.ts"
import { recordAttribution } from "#app/lib/attribution.ts"
import { localeOfPath } from "#app/i18n/locales.ts"

// Clicks are measured by one listener on the document, not by a handler on each link: content that
// hydration leaves as the server wrote it (app/hydration/static.tsx) has no handlers of its own.
// The same listener lets that content's links navigate in the page, as the router's links do.

/** The attributes that make a click on an element send `name` with `properties`. */
export function trackedClick<E extends EventName>(name: E, properties: AnalyticsEvents[E]) {
  return { "data-track": name, "data-track-properties": JSON.stringify(properties) }
}

/** The attributes of a call to action that opens the creation app (AppLink). */
export function appLinkAttributes(source: string, ctaLabel?: string) {
  return { "data-app-source": source, "data-cta-label": ctaLabel }
}

type Navigate = (to: string, options: { replace: boolean }) => unknown

/**
 * Handles a click anywhere on the page: sends the events its element asks for, and navigates in the
 * page for a link inside static content. Runs before the browser follows a link, which it never
 * stops except for those in-page navigations.
 */
function handleDocumentClick(event: MouseEvent, navigate: Navigate) {
  if (!(event.target instanceof Element)) return
  const tracked = event.target.closest<HTMLElement>("[data-track]")
  if (tracked?.dataset.track) {
    track(tracked.dataset.track as EventName, parseProperties(tracked.dataset.trackProperties))
  }
  const appLink = event.target.closest<HTMLElement>("[data-app-source]")
  if (appLink?.dataset.appSource) {
    const source = appLink.dataset.appSource
    if (appLink.dataset.ctaLabel) track("cta_click", { source, label: appLink.dataset.ctaLabel })
    recordAttribution(track("web_app_access", { source }))
  }
  const link = event.target.closest("a")
  if (link?.closest("[data-static]") && isInPageNavigation(event, link)) {
    event.preventDefault()
    const to = link.pathname + link.search + link.hash
    const here = window.location.pathname + window.location.search + window.location.hash
    void navigate(to, { replace: to === here })
  }
}

/**
 * Before any handler of a link to a part of a page runs (the header's section links scroll in
 * their own), the sections the browser has not rendered yet (the `below-fold` class) render, so
 * the scroll uses their real heights.
 */
function renderAllBeforeSectionLinks(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href*="#"]')) {
    document.documentElement.setAttribute("data-render-all", "")
  }
}

/** Starts handling the document's clicks (DocumentClicks does, once hydrated); returns how to stop. */
export function listenForClicks(navigate: Navigate): () => void {
  const onClick = (event: MouseEvent) => handleDocumentClick(event, navigate)
  document.addEventListener("click", renderAllBeforeSectionLinks, { capture: true })
  document.addEventListener("click", onClick)
  return () => {
    document.removeEventListener("click", renderAllBeforeSectionLinks, { capture: true })
    document.removeEventListener("click", onClick)
  }
}

function parseProperties(json: string | undefined): never {
  try {
    return (json ? JSON.parse(json) : {}) as never
  } catch {
    return {} as never
  }
}

/** Whether the router should take this click, as it does for its own links. */
function isInPageNavigation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false
  if (!link.hasAttribute("href") || link.hasAttribute("download")) return false
  if (link.target && link.target !== "_self") return false
  if (link.origin !== window.location.origin) return false
  // A page in another language loads as a whole document: the site's words and links (the root's
  // data) are the page's language's, and the switcher's and the footer's links say so.
  if (localeOfPath(link.pathname) !== localeOfPath(window.location.pathname)) return false
  // Files (the feed, the sitemap, media) are not pages of the app.
  if (/\.[a-z0-9]+$/i.test(link.pathname)) return false
  // A link to a part of this page is the browser's to scroll to.
  const samePage = link.pathname === window.location.pathname && link.search === window.location.search
  return !(samePage && link.hash)
}
