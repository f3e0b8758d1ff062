import { type ReactNode, useState } from "react"
import { isHydrating } from "#app/lib/browser-hydration.ts"

// Hydrating content means running its components again in the browser, element by element, which a
// slow phone spends unresponsive (Lighthouse's Total Blocking Time). Content with no behaviour of its
// own needs none of that: inside Static, hydration keeps the server's HTML as it is. (Preact leaves
// an element's children alone while hydrating when it is given `dangerouslySetInnerHTML`.)
//
// What may go inside: content that depends on the page's URL only, not on state, with no handlers
// of its own. Its links still navigate in the page and its tracked clicks are still measured, by the
// document's click listener (app/lib/click-delegation.ts). A dialog, a toggle or a video does not
// belong inside; put Static around the parts next to it instead.

const KEEP_SERVER_HTML = { __html: "" }

const currentPage = () => window.location.pathname + window.location.search

type StaticProps = {
  children: ReactNode
  /** The wrapper: a `span` where only phrasing content is allowed (inside a button). */
  as?: "div" | "span"
  /** The wrapper's class; by default `contents`, so it takes no box of its own. */
  className?: string
}

/** Content that is rendered on the server and on client navigations, and that hydration skips. */
export function Static({ children, as: Wrapper = "div", className = "contents" }: StaticProps) {
  // The page this element was hydrated on: it keeps the server's HTML for as long as it shows that
  // page. Given another page's content (a route showing the next article), it renders it.
  const [hydratedOn] = useState(() => (isHydrating() ? currentPage() : null))
  if (hydratedOn !== null && hydratedOn === currentPage()) {
    return <Wrapper data-static="" className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} />
  }
  return (
    <Wrapper data-static="" className={className}>
      {children}
    </Wrapper>
  )
}
