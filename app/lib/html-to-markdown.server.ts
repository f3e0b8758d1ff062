import type { Element, ElementContent, Nodes as HastNodes } from "hast"
import { fromParse5 } from "hast-util-from-parse5"
import type { BlockContent, ListItem, PhrasingContent, Root, RootContent, TableCell, TableRow } from "mdast"
import { gfmToMarkdown } from "mdast-util-gfm"
import { toMarkdown } from "mdast-util-to-markdown"
import { parseFragment } from "parse5"

/*
 * Sanitised article HTML as Markdown, for machines (decision 0046). Only the constructs below are
 * emitted: headings, paragraphs, emphasis, links, images, lists, quotes, code, tables, rules and
 * line breaks. Every other element gives its text (or nothing: scripts, styles, forms, SVG), and all
 * text is escaped by mdast-util-to-markdown, so no HTML of the input reaches the output as HTML.
 */

/** Elements dropped with their content: nothing in them is words a reader sees. */
const DROPPED = new Set([
  "script",
  "style",
  "template",
  "noscript",
  "svg",
  "math",
  "button",
  "form",
  "select",
  "textarea",
  "input",
  "head",
  "title",
])
const HEADINGS: Record<string, 1 | 2 | 3 | 4 | 5 | 6> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 }
const BLOCKS = new Set([
  "p",
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "figure",
  "figcaption",
  "ul",
  "ol",
  "li",
  "blockquote",
  "pre",
  "table",
  "hr",
  "dl",
  "dt",
  "dd",
  "details",
  "summary",
  "iframe",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
])

/** A link target a reader can follow: http(s), mailto, or a site path made absolute; anything else is dropped. */
function safeUrl(value: unknown, base: string): string | null {
  if (typeof value !== "string") return null
  const url = value.trim()
  if (/^(?:https?:\/\/|mailto:)/i.test(url)) return url
  if (url.startsWith("/") && !url.startsWith("//")) return new URL(url, base).href
  if (url.startsWith("#")) return url
  return null
}

const text = (value: string): PhrasingContent => ({ type: "text", value })

/** The visible text of an element, whitespace collapsed. */
function textOf(node: HastNodes): string {
  if (node.type === "text") return node.value
  if (node.type === "element" && DROPPED.has(node.tagName)) return ""
  if ("children" in node) return node.children.map((c) => textOf(c as HastNodes)).join("")
  return ""
}

type Converter = { base: string }

function phrasing(nodes: ElementContent[], c: Converter): PhrasingContent[] {
  const out: PhrasingContent[] = []
  for (const node of nodes) {
    const parts = node.type === "text" ? [text(node.value)] : node.type === "element" ? inline(node, c) : []
    for (const part of parts) {
      // Neighbouring texts become one, whitespace collapsed: blocks set side by side in a link are apart by one space.
      const last = out.at(-1)
      if (part.type === "text" && last?.type === "text") last.value = (last.value + part.value).replace(/\s+/g, " ")
      else out.push(part.type === "text" ? text(part.value.replace(/\s+/g, " ")) : part)
    }
  }
  return out
}

function inline(el: Element, c: Converter): PhrasingContent[] {
  const tag = el.tagName
  if (DROPPED.has(tag)) return []
  const kids = () => phrasing(el.children, c)
  switch (tag) {
    case "strong":
    case "b":
      return [{ type: "strong", children: kids() }]
    case "em":
    case "i":
      return [{ type: "emphasis", children: kids() }]
    case "del":
    case "s":
      return [{ type: "delete", children: kids() }]
    case "code":
      return [{ type: "inlineCode", value: textOf(el) }]
    case "br":
      return [{ type: "break" }]
    case "a": {
      const href = safeUrl(el.properties.href, c.base)
      return href ? [{ type: "link", url: href, children: trimPhrasing(kids()) }] : kids()
    }
    case "img": {
      const src = safeUrl(el.properties.src, c.base)
      const alt = typeof el.properties.alt === "string" ? el.properties.alt : ""
      return src ? [{ type: "image", url: src, alt }] : alt ? [text(alt)] : []
    }
    case "iframe": {
      const src = safeUrl(el.properties.src, c.base)
      const title = typeof el.properties.title === "string" && el.properties.title.trim() ? el.properties.title : "Video"
      return src ? [{ type: "link", url: src, children: [text(title)] }] : []
    }
    default:
      // A block inside a phrase (a card's heading and text inside its link): its words apart from its neighbours'.
      return BLOCKS.has(tag) ? [text(" "), ...kids(), text(" ")] : kids()
  }
}

/** Children that mix text and blocks: runs of phrasing become paragraphs, blocks stay blocks. */
function blocks(nodes: ElementContent[], c: Converter): BlockContent[] {
  const out: BlockContent[] = []
  let run: ElementContent[] = []
  const flush = () => {
    const children = trimPhrasing(phrasing(run, c))
    if (children.length > 0) out.push({ type: "paragraph", children })
    run = []
  }
  for (const node of nodes) {
    if (node.type === "element" && BLOCKS.has(node.tagName) && node.tagName !== "iframe") {
      flush()
      out.push(...block(node, c))
    } else if (node.type === "text" || node.type === "element") run.push(node)
  }
  flush()
  return out
}

/** Drops phrasing that is only whitespace at either end. */
function trimPhrasing(nodes: PhrasingContent[]): PhrasingContent[] {
  const blank = (n: PhrasingContent | undefined) => n?.type === "text" && n.value.trim() === ""
  while (blank(nodes[0])) nodes.shift()
  while (blank(nodes.at(-1))) nodes.pop()
  const first = nodes[0]
  if (first?.type === "text") first.value = first.value.trimStart()
  const last = nodes.at(-1)
  if (last?.type === "text") last.value = last.value.trimEnd()
  return nodes
}

function listItems(el: Element, c: Converter): ListItem[] {
  return el.children
    .filter((n): n is Element => n.type === "element" && n.tagName === "li")
    .map((li) => ({ type: "listItem", spread: false, children: blocks(li.children, c) }))
}

function tableRows(el: Element, c: Converter): TableRow[] {
  const rows: TableRow[] = []
  const walk = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== "element") continue
      if (child.tagName === "tr") {
        const cells: TableCell[] = child.children
          .filter((n): n is Element => n.type === "element" && (n.tagName === "td" || n.tagName === "th"))
          .map((cell) => ({ type: "tableCell", children: trimPhrasing(phrasing(cell.children, c)) }))
        if (cells.length > 0) rows.push({ type: "tableRow", children: cells })
      } else if (["thead", "tbody", "tfoot"].includes(child.tagName)) walk(child)
    }
  }
  walk(el)
  const width = Math.max(0, ...rows.map((r) => r.children.length))
  for (const row of rows) while (row.children.length < width) row.children.push({ type: "tableCell", children: [] })
  return rows
}

function block(el: Element, c: Converter): BlockContent[] {
  const tag = el.tagName
  if (DROPPED.has(tag)) return []
  const depth = HEADINGS[tag]
  if (depth) {
    const children = trimPhrasing(phrasing(el.children, c))
    return children.length > 0 ? [{ type: "heading", depth, children }] : []
  }
  switch (tag) {
    case "p": {
      const children = trimPhrasing(phrasing(el.children, c))
      return children.length > 0 ? [{ type: "paragraph", children }] : []
    }
    case "hr":
      return [{ type: "thematicBreak" }]
    case "pre":
      return [{ type: "code", value: textOf(el).replace(/\n$/, "") }]
    case "blockquote":
      return [{ type: "blockquote", children: blocks(el.children, c) }]
    case "ul":
    case "ol": {
      const children = listItems(el, c)
      return children.length > 0 ? [{ type: "list", ordered: tag === "ol", spread: false, children }] : []
    }
    case "table": {
      const children = tableRows(el, c)
      return children.length > 0 ? [{ type: "table", children }] : []
    }
    default:
      return blocks(el.children, c)
  }
}

/**
 * Markdown for an HTML fragment (an article's sanitised body). `base` makes site paths absolute
 * (the site's origin). Text is escaped; links and images keep only http(s), mailto and site URLs.
 */
export function htmlToMarkdown(html: string, base: string): string {
  const tree = fromParse5(parseFragment(html))
  const root: Root = {
    type: "root",
    children: blocks((tree as { children: ElementContent[] }).children, { base }) as RootContent[],
  }
  return toMarkdown(root, { extensions: [gfmToMarkdown()], bullet: "-", emphasis: "_", rule: "-", fences: true }).trim()
}
