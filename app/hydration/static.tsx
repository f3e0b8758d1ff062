import { type ReactNode, useState } from "react"
import { useLocation } from "react-router"
import { isHydrating } from "#app/hydration/browser-hydration.ts"

// Hydrating content means running its components again in the browser, element by element, which a
// slow phone spends unresponsive (Lighthouse's Total Blocking Time). Content with no behaviour of its
// own needs none of that: inside Static, hydration keeps the server's HTML as it is. (Preact leaves
// an element's children alone while hydrating when it is given `dangerouslySetInnerHTML`.)
//
// What may go inside: content that depends on the page's URL only, not on state, with no handlers
// of its own. Its links still navigate in the page and its tracked clicks are still measured, by the
// document's click listener (app/hydration/click-delegation.ts). A dialog, a toggle or a video does not
// belong inside; put Static around the parts next to it instead.

const KEEP_SERVER_HTML = { __html: "" }

type StaticProps = {
  children: ReactNode
  /** The wrapper: a `span` where only phrasing content is allowed (inside a button). */
  as?: "div" | "span"
  /** The wrapper's class; by default `contents`, so it takes no box of its own. */
  className?: string
}

/** Content that is rendered on the server and on client navigations, and that hydration skips. */
export function Static({ children, as: Wrapper = "div", className = "contents" }: StaticProps) {
  // The page as the router shows it. Its location changes together with the page's data; the
  // address bar changes earlier on Back and Forward, and other scripts may rewrite it.
  const { pathname, search } = useLocation()
  const page = pathname + search
  // The page this element keeps the server's HTML for: the one it was hydrated on, until it shows
  // another page. From then on it renders its children, on its first page again too: Preact would
  // empty an element that had children and is given the empty HTML again.
  const [keptFor, setKeptFor] = useState(() => (isHydrating() ? page : null))
  if (keptFor !== null && keptFor !== page) setKeptFor(null)
  if (keptFor === page) {
    return <Wrapper data-static="" className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  }
  return (
    <Wrapper data-static="" className={className}>
      {children}
    </Wrapper>
  )
}
