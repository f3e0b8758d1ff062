// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from "vitest"
import { listenForClicks, trackedClick } from "./click-delegation.ts"

const track = vi.hoisted(() => vi.fn((_name: string, _properties: object) => "event-id"))
vi.mock("#app/lib/analytics/track.ts", () => ({ track }))
const recordAttribution = vi.hoisted(() => vi.fn())
vi.mock("#app/lib/attribution.ts", () => ({ recordAttribution }))

const navigate = vi.fn()
let stopListening = () => {}

beforeEach(() => {
  stopListening = listenForClicks(navigate)
})

afterEach(() => {
  stopListening()
  document.body.innerHTML = ""
  vi.clearAllMocks()
})

function page(html: string) {
  document.body.innerHTML = html
}

/** Clicks the element and says whether the browser would still follow it. */
function click(selector: string, init: MouseEventInit = {}) {
  const element = document.querySelector(selector)!
  return element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }))
}

test("an element with tracked-click attributes sends its event, also from a click on its icon", () => {
  const attributes = trackedClick("social_click", { network: "youtube", action: "visit", target: "https://video.example/x" })
  page(`<a href="https://video.example/x" target="_blank" data-track="${attributes["data-track"]}"
    data-track-properties='${attributes["data-track-properties"]}'><svg><path id="icon"></path></svg></a>`)
  expect(click("#icon")).toBe(true)
  expect(track).toHaveBeenCalledWith("social_click", { network: "youtube", action: "visit", target: "https://video.example/x" })
})

test("malformed tracked properties still send the event, with none", () => {
  page(`<button data-track="navigation_click" data-track-properties="{oops">Blog</button>`)
  click("button")
  expect(track).toHaveBeenCalledWith("navigation_click", {})
})

test("a call to action to the app sends cta_click and web_app_access and records the attribution", () => {
  page(`<a href="https://app.example/" target="_blank" data-app-source="hero" data-cta-label="Start Creating Now">Go</a>`)
  expect(click("a")).toBe(true)
  expect(track.mock.calls).toEqual([
    ["cta_click", { source: "hero", label: "Start Creating Now" }],
    ["web_app_access", { source: "hero" }],
  ])
  expect(recordAttribution).toHaveBeenCalledWith("event-id")
})

test("a link inside static content navigates in the page", () => {
  page(`<div data-static=""><a href="/blog/a-story?ref=card#top">Read</a></div>`)
  expect(click("a")).toBe(false)
  expect(navigate).toHaveBeenCalledWith("/blog/a-story?ref=card#top", { replace: false })
})

test("a link within the Italian pages navigates in the page; one to the English page loads a whole document", () => {
  window.history.replaceState(null, "", "/it/prezzi")
  try {
    page(`<div data-static=""><a id="same" href="/it/blog">Blog</a><a id="other" href="/pricing" hreflang="en">English</a></div>`)
    expect(click("#same")).toBe(false)
    expect(navigate).toHaveBeenCalledWith("/it/blog", { replace: false })
    navigate.mockClear()
    expect(click("#other")).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  } finally {
    window.history.replaceState(null, "", "/")
  }
})

test("a link to the page already shown replaces it, as the router's links do", () => {
  page(`<div data-static=""><a href="${window.location.pathname}">Here</a></div>`)
  click("a")
  expect(navigate).toHaveBeenCalledWith(window.location.pathname, { replace: true })
})

test.each([
  ["outside static content (the router's own links handle those)", `<a href="/blog">Blog</a>`, {}],
  ["to another site", `<div data-static=""><a href="https://elsewhere.example/">Out</a></div>`, {}],
  ["opening a new tab", `<div data-static=""><a href="/blog" target="_blank">Blog</a></div>`, {}],
  ["with a modifier key", `<div data-static=""><a href="/blog">Blog</a></div>`, { ctrlKey: true }],
  ["with the middle button", `<div data-static=""><a href="/blog">Blog</a></div>`, { button: 1 }],
  ["to a file (the feed)", `<div data-static=""><a href="/blog/rss.xml">Feed</a></div>`, {}],
  ["to a download", `<div data-static=""><a href="/media/poster.webp" download>Poster</a></div>`, {}],
  ["to a part of this page", `<div data-static=""><a href="#section-2">Section 2</a></div>`, {}],
  [
    "to a page in another language (the switcher's)",
    `<div data-static=""><a href="/de/preise" hreflang="de">Deutsch</a></div>`,
    {},
  ],
])("a link %s is left to the browser", (_, html, init) => {
  page(html)
  expect(click("a", init)).toBe(true)
  expect(navigate).not.toHaveBeenCalled()
})

test("a click another handler already took is left alone", () => {
  page(`<div data-static=""><a href="/blog">Blog</a></div>`)
  document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault())
  click("a")
  expect(navigate).not.toHaveBeenCalled()
})
