import { useLayoutEffect } from "react"
import { useNavigate } from "react-router"
import { listenForClicks } from "#app/hydration/click-delegation.ts"

/**
 * The page's one click listener: tracked clicks, and in-page navigation from static content.
 * A layout effect, so the listener is there when the shell's hydration commits: Preact runs plain
 * effects after the next frame, which can come after the page is marked hydrated
 * (app/entry.client.tsx), and a click on a static link meanwhile loaded a whole document.
 */
export function DocumentClicks() {
  const navigate = useNavigate()
  useLayoutEffect(() => listenForClicks(navigate), [navigate])
  return null
}
