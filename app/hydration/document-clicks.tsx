import { useEffect } from "react"
import { useNavigate } from "react-router"
import { listenForClicks } from "#app/hydration/click-delegation.ts"

/** The page's one click listener: tracked clicks, and in-page navigation from static content. */
export function DocumentClicks() {
  const navigate = useNavigate()
  useEffect(() => listenForClicks(navigate), [navigate])
  return null
}
