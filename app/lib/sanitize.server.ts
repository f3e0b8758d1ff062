import { createRequire } from "node:module"
import createDOMPurify, { type DOMPurify } from "dompurify"
import type { JSDOM } from "jsdom"

// Stored article HTML is untrusted (it may come from any writer of the
// table): it passes through here when written and again when rendered.

/** Video embeds we allow, each with a valid id in its path and an optional query string. */
const EMBEDS = [
  /^https:\/\/www\.youtube\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_=&%.-]*)?$/,
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(?:\?[A-Za-z0-9_=&%.-]*)?$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d+(?:\?[A-Za-z0-9_=&%.-]*)?$/,
]

export function isAllowedEmbed(src: string): boolean {
  return EMBEDS.some((pattern) => pattern.test(src))
}

const URL_ATTRIBUTES = ["href", "src", "xlink:href", "action", "formaction", "poster", "background", "cite"]

/** The allow-list's rewrites; every new DOMPurify instance needs them. */
function addHooks(purify: DOMPurify) {
  purify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName !== "iframe") return
    const element = node as Element
    if (!isAllowedEmbed(element.getAttribute("src")?.trim() ?? "")) element.parentNode?.removeChild(element)
  })

  purify.addHook("afterSanitizeAttributes", (node) => {
    const element = node as Element
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name)
      // Browsers ignore control characters and whitespace inside a scheme.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
      if (value !== null && /^(?:data|javascript|vbscript):/i.test(value.replace(/[\s\u0000-\u001f]+/g, ""))) {
        element.removeAttribute(name)
      }
    }
    if (element.tagName === "IFRAME") {
      element.setAttribute("loading", "lazy")
      if (!element.getAttribute("title")?.trim()) element.setAttribute("title", "Embedded video")
      element.setAttribute("allow", "accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen")
      element.setAttribute("referrerpolicy", "strict-origin-when-cross-origin")
      element.removeAttribute("width")
      element.removeAttribute("height")
    }
    // Wide tables scroll sideways on a phone (tailwind.css): keyboard users must be able to reach them.
    if (element.tagName === "TABLE") element.setAttribute("tabindex", "0")
    if (element.tagName === "A") {
      const href = element.getAttribute("href") ?? ""
      if (/^https?:\/\//i.test(href)) {
        element.setAttribute("target", "_blank")
        element.setAttribute("rel", "noopener noreferrer")
      } else {
        element.removeAttribute("target")
      }
    }
  })
}

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_TAGS: ["iframe"],
  ADD_ATTR: ["allowfullscreen", "target", "loading", "referrerpolicy", "allow"],
  FORBID_TAGS: [
    "style",
    "form",
    "input",
    "button",
    "textarea",
    "select",
    "option",
    "object",
    "embed",
    "frame",
    "frameset",
    "link",
    "meta",
    "base",
    "template",
    "noscript",
  ],
  FORBID_ATTR: ["style", "srcdoc", "action", "formaction", "ping", "sandbox"],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

// DOMPurify parses every input into a document of one jsdom window, and that window keeps what
// each call leaves behind (a known upstream leak): one window grew from 0.8 ms to 9.3 ms a call,
// and its heap from 97 to 285 MB, over 4,000 short paragraphs. So a window serves a bounded
// amount of work, then is closed and replaced, with its own DOMPurify and hooks.
// `npm run bench:sanitize` shows the cost per call stays flat (docs/performance.md).
/** Calls one window serves before it is replaced. */
export const CALLS_PER_WINDOW = 250
/** Characters of input one window parses before it is replaced: a few huge bodies count as many calls. */
const CHARS_PER_WINDOW = 4_000_000

type Sanitizer = { window: JSDOM["window"]; purify: DOMPurify; calls: number; chars: number }

// jsdom is loaded by the first call, not with this module: loading it costs 0.35 s of CPU, and every
// server start loads this module (the Markdown answers, app/data/machine-readable.server.ts), while
// this thread sanitises only when a page's Markdown is asked for (the article pages' bodies are
// sanitised in the worker thread, sanitize-off-thread.server.ts). A server start took 2.2-2.7 s of
// CPU with it, 1.95-2.1 s without. A synchronous require keeps sanitizeHtml synchronous (jsdom is
// CommonJS).
const require = createRequire(import.meta.url)

function newSanitizer(): Sanitizer {
  const { JSDOM } = require("jsdom") as typeof import("jsdom")
  const window = new JSDOM("").window
  const purify = createDOMPurify(window)
  addHooks(purify)
  return { window, purify, calls: 0, chars: 0 }
}

let current: Sanitizer | null = null

/**
 * Loads jsdom and makes the first window now rather than in the first call: the sanitising worker
 * (sanitize.worker.ts) does so before it says it is ready.
 */
export function prepareSanitizer(): void {
  current ??= newSanitizer()
}

/** The window the next call will use (for tests: it changes when the window is replaced). */
export function sanitizerWindow(): JSDOM["window"] {
  current ??= newSanitizer()
  return current.window
}

/** Safe article HTML: no scripts, handlers, styles, forms or unsafe URLs; iframes only for allowed video embeds. */
export function sanitizeHtml(html: string): string {
  if (current && (current.calls >= CALLS_PER_WINDOW || current.chars >= CHARS_PER_WINDOW)) {
    current.window.close()
    current = null
  }
  current ??= newSanitizer()
  current.calls++
  current.chars += html.length
  return current.purify.sanitize(html, CONFIG) as unknown as string
}
