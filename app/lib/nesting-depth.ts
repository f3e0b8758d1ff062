/*
 * How deep an article body nests, estimated in one pass over its text before anything parses it.
 * The Markdown parser, the HTML parser and the sanitiser recurse and slow down with depth: 60,000
 * nested quotes took 38 s and then overflowed the stack, 20,000 nested <div>s took 85 s. A writer
 * refuses a body that nests deeper than MAX_NESTING_DEPTH before it reaches them
 * (app/lib/render-for-write.server.ts). An estimate, not a parse: what it misreads (a tag inside
 * an attribute value, a block nested only by lazy continuation) is caught by the writer's time
 * limit instead.
 */

/**
 * The deepest nesting a body may have. Articles nest a few levels (the seeds: 2); rendering
 * stays fast to about 1,000 levels (1,000 nested elements sanitise in 0.3 s), and the Markdown
 * pipeline overflows the stack somewhere between 1,000 and 2,000.
 */
export const MAX_NESTING_DEPTH = 100

/** Elements that have no content: their start tag opens nothing. */
const VOID = new Set([
  ..."area base br col embed hr img input link meta param source track wbr keygen frame basefont bgsound image".split(" "),
])
/** Elements whose end tag may be left out: the next of their kind closes them, so they do not nest by themselves. */
const OPTIONAL_END = new Set([
  ..."p li dt dd tr td th thead tbody tfoot option optgroup rb rt rp rtc caption colgroup".split(" "),
])
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set([..."script style textarea title xmp iframe noembed noframes".split(" ")])
/** Inside these, `/>` closes the element it ends. */
const FOREIGN = new Set(["svg", "math"])

const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90)
const isNameChar = (code: number) => isLetter(code) || (code >= 48 && code <= 57) || code === 45
const endsName = (char: string | undefined) => char === undefined || char === ">" || char === "/" || /\s/.test(char)

/** The open elements, innermost last. */
class OpenElements {
  readonly names: string[] = []
  deepest = 0
  foreign = 0

  open(name: string) {
    this.names.push(name)
    if (FOREIGN.has(name)) this.foreign++
    this.deepest = Math.max(this.deepest, this.names.length)
  }

  /** An end tag closes the innermost open element of its name and those inside it; with none open, nothing. */
  close(name: string) {
    const at = this.names.lastIndexOf(name)
    if (at < 0) return
    for (const closed of this.names.splice(at)) if (FOREIGN.has(closed)) this.foreign--
  }
}

/**
 * The deepest nesting of elements in `html`, as an HTML parser would build them; the scan stops
 * once it is past `limit` (so each end tag looks through at most `limit` open elements).
 */
export function htmlDepth(html: string, limit = MAX_NESTING_DEPTH): number {
  const text = html.toLowerCase()
  const elements = new OpenElements()
  let at = text.indexOf("<")
  while (at >= 0 && elements.deepest <= limit) {
    if (text.startsWith("<!--", at)) {
      const end = text.indexOf("-->", at + 4)
      at = end < 0 ? -1 : text.indexOf("<", end + 3)
      continue
    }
    const closing = text[at + 1] === "/"
    const nameStart = at + (closing ? 2 : 1)
    let nameEnd = nameStart
    while (nameEnd < text.length && isNameChar(text.charCodeAt(nameEnd))) nameEnd++
    // Not a tag: "a < b", an autolink <https://…>, an address <me@example.com>.
    if (!isLetter(text.charCodeAt(nameStart)) || !endsName(text[nameEnd])) {
      at = text.indexOf("<", at + 1)
      continue
    }
    const end = text.indexOf(">", nameEnd)
    if (end < 0) break
    const name = text.slice(nameStart, nameEnd)
    let next = end + 1
    if (closing) elements.close(name)
    else if (RAW_TEXT.has(name)) {
      const close = text.indexOf(`</${name}`, next)
      next = close < 0 ? text.length : close
      elements.deepest = Math.max(elements.deepest, elements.names.length + 1)
    } else if (!VOID.has(name) && !OPTIONAL_END.has(name) && !(elements.foreign > 0 && text[end - 1] === "/")) {
      elements.open(name)
    }
    at = text.indexOf("<", next)
  }
  return elements.deepest
}

/** The Markdown's code (spans and ``` blocks) blanked out: raw HTML there is text, not elements. */
function withoutCode(markdown: string): string {
  const runs: { start: number; length: number }[] = []
  for (let i = markdown.indexOf("`"); i >= 0;) {
    let end = i
    while (markdown[end] === "`") end++
    runs.push({ start: i, length: end - i })
    i = markdown.indexOf("`", end)
  }
  // Each run's closer is the next run of the same length: found for all runs in one pass from the end.
  const closer = new Array<number>(runs.length)
  const nextOfLength = new Map<number, number>()
  for (let r = runs.length - 1; r >= 0; r--) {
    closer[r] = nextOfLength.get(runs[r]!.length) ?? -1
    nextOfLength.set(runs[r]!.length, r)
  }
  const parts: string[] = []
  let from = 0
  for (let r = 0; r < runs.length; r++) {
    if (closer[r]! < 0) continue
    const close = runs[closer[r]!]!
    parts.push(markdown.slice(from, runs[r]!.start))
    from = close.start + close.length
    r = closer[r]!
  }
  parts.push(markdown.slice(from))
  return parts.join(" ")
}

/**
 * The containers one line opens: its quote markers (`>`) and list markers (`-`, `*`, `+`, `1.`),
 * and for a line with markers, one more level for every two columns it is indented by (a nested
 * list item is indented under its parent's text). Counting stops past `limit` markers.
 */
function lineDepth(line: string, limit: number): number {
  let indent = 0
  let markers = 0
  let i = 0
  while (i < line.length && markers <= limit) {
    const char = line[i]!
    if (char === " " || char === "\t") {
      if (markers === 0) indent += char === "\t" ? 4 : 1
      i++
      continue
    }
    if (char === ">") {
      markers++
      i++
      continue
    }
    let marker = i
    if (char === "-" || char === "*" || char === "+") marker++
    else {
      while (marker < line.length && marker - i < 9 && line.charCodeAt(marker) >= 48 && line.charCodeAt(marker) <= 57) marker++
      if (marker === i || (line[marker] !== "." && line[marker] !== ")")) break
      marker++
    }
    if (marker < line.length && line[marker] !== " " && line[marker] !== "\t") break
    markers++
    i = marker
  }
  return markers === 0 ? 0 : markers + Math.floor(indent / 2)
}

/**
 * The deepest nesting in Markdown: of its quotes and lists, line by line (code blocks left out),
 * or of the raw HTML in it, whichever is deeper.
 */
export function markdownDepth(markdown: string, limit = MAX_NESTING_DEPTH): number {
  let deepest = 0
  let fence: string | null = null
  for (const line of markdown.split("\n")) {
    const opening = line.includes("```") || line.includes("~~~") ? (/^[\s>]*(```|~~~)/.exec(line)?.[1] ?? null) : null
    if (fence !== null) {
      if (opening === fence) fence = null
      continue
    }
    if (opening !== null) fence = opening
    deepest = Math.max(deepest, lineDepth(line, limit))
    if (deepest > limit) return deepest
  }
  return Math.max(deepest, htmlDepth(withoutCode(markdown), limit))
}
