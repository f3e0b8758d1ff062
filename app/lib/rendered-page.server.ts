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

/** Takes out what a reader is not shown or told: hidden elements and those hidden from assistive technology. */
function dropHidden(node: Node) {
  if (!("childNodes" in node)) return
  node.childNodes = node.childNodes.filter(
    (child) => !(isElement(child) && (attribute(child, "aria-hidden") === "true" || attribute(child, "hidden") !== undefined)),
  )
  for (const child of node.childNodes) dropHidden(child)
}

/** Removes an element from its parent. */
function remove(el: Element) {
  const parent = el.parentNode
  if (parent) parent.childNodes = parent.childNodes.filter((child) => child !== el)
}

const sameWords = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim()

/**
 * A page's <title> and the HTML inside its <main>, hidden parts taken out. `name` is the page's
 * name as its <title> starts ("Cookie Policy" of "Cookie Policy | Syncreel"): the main's first <h1>
 * is taken out when it says just that, as the caller heads the Markdown with it. Not sanitised: the
 * caller sanitises it.
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
  return { title, main: serialize(main) }
}

/** An element's text, entities decoded (as the parser gives text nodes). */
function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : ""
}
