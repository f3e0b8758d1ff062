// The long legal pages (terms, cookie policy, accessibility statement) are Markdown bodies whose
// sections start with a level-2 heading that names its anchor, as Pandoc and Hugo write it:
//
//   ## Governing law and jurisdiction {#law}
//
// The pages render each section's heading themselves (numbered, in a table of contents, with the
// id the links and tests rely on), so the body's HTML is cut here at its headings. The HTML is our
// renderer's (app/content/markdown-page.server.ts): raw HTML in the Markdown is dropped, so every
// `<h2>` and `<a href="…">` in it is one the renderer wrote, and text cannot fake one.

/** One section of a page: its anchor, its heading as text and its body as HTML. */
export type PageSection = { id: string; title: string; html: string }

const HEADING = /<h2>([\s\S]*?)<\/h2>\n?/
const ANCHOR = /^([\s\S]*?)\s*\{#([a-z][a-z0-9-]*)\}$/

/**
 * The HTML before the first level-2 heading (`lead`), then one section per heading. Throws, naming
 * `path`, on a heading without its `{#anchor}`, on inline markup in a heading, on a repeated anchor
 * and on a level-1 heading (the page's title is its only one).
 */
export function sectionsOf(html: string, path: string): { lead: string; sections: PageSection[] } {
  if (/<h1[\s>]/.test(html)) throw new Error(`${path}: the page's title is its only level-1 heading; start sections with ##`)
  const [lead = "", ...parts] = html.split(new RegExp(HEADING.source, "g"))
  const sections: PageSection[] = []
  for (let i = 0; i < parts.length; i += 2) {
    const heading = parts[i] as string
    const match = ANCHOR.exec(heading)
    if (!match) throw new Error(`${path}: the heading "${heading}" names no anchor: end it with {#an-id}`)
    const [, text, id] = match as unknown as [string, string, string]
    if (text.includes("<")) throw new Error(`${path}: the heading "${text}" has markup; headings are plain text`)
    if (sections.some((s) => s.id === id)) throw new Error(`${path}: the anchor #${id} is used twice`)
    sections.push({ id, title: decodeText(text), html: (parts[i + 1] as string).trim() })
  }
  return { lead: lead.trim(), sections }
}

/**
 * Links to other sites open in a new tab, as the pages' links to the privacy policy and to AgID
 * always have, and say so to screen readers with `newTab` (" (opens in a new tab)").
 */
export function externalLinksInNewTab(html: string, newTab: string): string {
  return html.replace(
    /<a href="(https?:\/\/[^"]*)">([\s\S]*?)<\/a>/g,
    (_, href: string, text: string) =>
      `<a href="${href}" target="_blank" rel="noopener">${text}<span class="sr-only"> ${escapeText(newTab)}</span></a>`,
  )
}

/** A heading's text from the renderer's HTML: its character references decoded. */
function decodeText(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"' })[name] as string)
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;")
}
