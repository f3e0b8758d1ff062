import { type DefaultTreeAdapterMap, parse, serialize } from "parse5"

/*
 * What a rendered page says to a reader, read from its HTML (decision 0046's addendum): its title
 * and its main content, for the fixed pages' Markdown versions, which are made from the page itself
 * so that they say what it says as the page changes.
 */

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const isElement = (node: Node): node is Element => "tagName" in node
const attribute = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value

/** The first element in document order that `test` accepts. */
function find(node: Node, test: (el: Element) => boolean): Element | null {
  if (isElement(node) && test(node)) return node
  const children = "childNodes" in node ? node.childNodes : []
  for (const child of children) {
    const found = find(child, test)
    if (found) return found
  }
  return null
}

/**
 * Controls and code: their words are a page's to press or run, not to read. Taken out here, before
 * the caller sanitises, since the sanitiser keeps the text of an element it removes (a button's label
 * would come through as a line of its own); html-to-markdown.server.ts drops the same elements.
 */
const CONTROLS = new Set(["button", "form", "select", "textarea", "input", "script", "style", "template", "noscript", "svg"])

/** Takes out what a reader is not shown or told: hidden elements, those hidden from assistive technology, and controls. */
function dropHidden(node: Node) {
  if (!("childNodes" in node)) return
  node.childNodes = node.childNodes.filter(
    (child) =>
      !(
        isElement(child) &&
        (CONTROLS.has(child.tagName) || attribute(child, "aria-hidden") === "true" || attribute(child, "hidden") !== undefined)
      ),
  )
  for (const child of node.childNodes) dropHidden(child)
}

/** Removes an element from its parent. */
function remove(el: Element) {
  const parent = el.parentNode
  if (parent) parent.childNodes = parent.childNodes.filter((child) => child !== el)
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim()

/** Moves every heading under `node` one level down (h1 → h2 … h5 → h6; h6 stays). */
function demoteHeadings(node: Node) {
  if (isElement(node) && /^h[1-5]$/.test(node.tagName)) {
    const level = `h${Number(node.tagName[1]) + 1}`
    node.tagName = level
    node.nodeName = level
  }
  for (const child of "childNodes" in node ? node.childNodes : []) demoteHeadings(child)
}

/**
 * A page's <title> and the HTML inside its <main>, hidden parts and controls taken out. `name` is the page's
 * name as its <title> starts ("Cookie Policy" of "Cookie Policy | Syncreel"): the main's first <h1>
 * is taken out when it says just that, as the caller heads the Markdown with it. When the page's
 * <h1> says something else (a feature page's "Every word sung, every syllable in sync" under the
 * title "AI Lip Sync for Music Videos"), it is kept, and the main's headings move one level down, so
 * that the caller's title stays the answer's only top-level heading. Not sanitised: the caller
 * sanitises it.
 */
export function renderedPage(html: string, name: (title: string) => string): { title: string | null; main: string | null } {
  const document = parse(html)
  const titleElement = find(document, (el) => el.tagName === "title")
  const title = name((titleElement ? textOf(titleElement) : "").trim()) || null
  const main = find(document, (el) => el.tagName === "main")
  if (!main) return { title, main: null }
  dropHidden(main)
  const heading = find(main, (el) => el.tagName === "h1")
  if (heading && title !== null && sameWords(textOf(heading), title)) remove(heading)
  else if (heading) demoteHeadings(main)
  return { title, main: serialize(main) }
}

/** An element's text, entities decoded (as the parser gives text nodes). */
function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : ""
}
