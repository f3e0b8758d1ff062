// @vitest-environment jsdom
// Static is for the browser build, where Preact hydrates the page (docs/decisions/0009): these tests
// hydrate with Preact too.
import { hydrate, render } from "preact"
import { afterEach, expect, test, vi } from "vitest"
import { hydrationFinished, hydrationStarted } from "#app/hydration/browser-hydration.ts"
import { Static } from "./static.tsx"

vi.mock("react", () => import("preact/compat"))
vi.mock("react/jsx-runtime", () => import("preact/jsx-runtime"))
vi.mock("react/jsx-dev-runtime", () => import("preact/jsx-dev-runtime"))
// Static follows the router's location; here the address bar stands in for it.
vi.mock("react-router", () => ({
  useLocation: () => ({ pathname: window.location.pathname, search: window.location.search, hash: "" }),
}))

const serverHtml = `<div data-static="" class="contents"><h2>Server heading</h2><p id="kept">Server text</p></div>`

afterEach(() => {
  hydrationFinished()
  document.body.innerHTML = ""
  window.history.replaceState(null, "", "/")
})

function serverPage() {
  const root = document.createElement("div")
  root.innerHTML = serverHtml
  document.body.append(root)
  return root
}

/** The server's page, hydrated: the Static in it keeps the server's elements. */
function hydratedServerPage() {
  const root = serverPage()
  hydrationStarted()
  hydrate(<Static>{"first"}</Static>, root)
  hydrationFinished()
  return root
}

test("hydration keeps the server's elements as they are, without rendering the children", () => {
  const root = serverPage()
  const kept = root.querySelector("#kept")
  const Child = vi.fn(() => <p>Browser text</p>)
  hydrationStarted()
  hydrate(
    <Static>
      <h2>Server heading</h2>
      <Child />
    </Static>,
    root,
  )
  hydrationFinished()
  expect(Child).not.toHaveBeenCalled()
  expect(root.innerHTML).toBe(serverHtml)
  expect(root.querySelector("#kept")).toBe(kept)
})

test("a re-render on the same page keeps the server's elements", () => {
  const root = hydratedServerPage()
  render(<Static>{"second"}</Static>, root)
  expect(root.innerHTML).toBe(serverHtml)
})

test("given another page's content after a client navigation, it renders it", () => {
  const root = hydratedServerPage()
  window.history.pushState(null, "", "/blog/next-story")
  render(
    <Static>
      <p>Next story</p>
    </Static>,
    root,
  )
  expect(root.innerHTML).toBe(`<div data-static="" class="contents"><p>Next story</p></div>`)
})

test("back on the page it was hydrated on, after showing another, it renders that page's content rather than emptying", () => {
  const root = hydratedServerPage()
  window.history.pushState(null, "", "/blog")
  render(
    <Static>
      <p>The blog</p>
    </Static>,
    root,
  )
  window.history.pushState(null, "", "/")
  render(
    <Static>
      <h2>Server heading</h2>
    </Static>,
    root,
  )
  expect(root.innerHTML).toBe(`<div data-static="" class="contents"><h2>Server heading</h2></div>`)
})

test("outside hydration (client navigations, the server) it renders its children", () => {
  const root = document.createElement("div")
  render(
    <Static as="span" className="block">
      <em>New</em>
    </Static>,
    root,
  )
  expect(root.innerHTML).toBe(`<span data-static="" class="block"><em>New</em></span>`)
})
