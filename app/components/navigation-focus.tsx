import { useEffect, useRef, useState } from "react"
import { useLocation } from "react-router"
import { useFormat, useMessages } from "./use-messages.ts"

/**
 * Where focus goes when another page is shown in the document (a client navigation): the element
 * the address's hash names, else the new page's main heading, else its main content. Such an
 * element that is not focusable becomes focusable by script alone (tabindex -1), so the next Tab goes
 * on from it, not from where the link that was followed used to be.
 */
export function navigationFocusTarget(hash: string): HTMLElement | null {
  const id = hash ? decodeURIComponent(hash.slice(1)) : ""
  const named = id ? document.getElementById(id) : null
  const main = document.getElementById("main")
  return named ?? main?.querySelector<HTMLElement>("h1") ?? main
}

/**
 * Moves focus to the new page after a client navigation and says its title once, politely, in a
 * live region (issue 28, decision 0041). A navigation that keeps the path (a link to a part of the
 * page, the calculator's answer in the query) changes nothing here: focus stays where the visitor
 * put it. Focus moves without scrolling: the router has already put the page where it belongs
 * (the top, the section a link names, or the position Back returns to, in BrowserHead).
 */
export function NavigationFocus() {
  const { pathname, hash } = useLocation()
  const shown = useRef(pathname)
  const { focus: words } = useMessages()
  const { text } = useFormat()
  const [announcement, setAnnouncement] = useState("")

  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const target = navigationFocusTarget(hash)
    if (target) {
      if (!target.hasAttribute("tabindex") && target.tabIndex < 0) target.setAttribute("tabindex", "-1")
      target.setAttribute("data-navigation-target", "")
      target.focus({ preventScroll: true })
    }
    // The title BrowserHead wrote for the new page, in the same commit as the page.
    setAnnouncement(text(words.pageShown, { title: document.title }))
    // `hash` is read for the new path only: a later change of the hash alone is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-navigation-announcer="">
      {announcement}
    </div>
  )
}
