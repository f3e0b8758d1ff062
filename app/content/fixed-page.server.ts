import { z } from "zod"
import { site } from "#app/config/site.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { mailtoLink } from "#app/lib/mailto.ts"
import { markdownPage, markdownToHtml } from "./markdown-page.server.ts"
import { pageLanguage } from "./page-language.server.ts"

// The Nano Banana announcement, /delete-account and /affiliate (SPEC §2): one Markdown file per page
// per language, app/content/pages/<page>/<locale>.md (issue 27, item 2). The frontmatter holds the
// words of the page's blocks (cards, steps, the timeline, the e-mail the page drafts), checked by the
// page's schema below; the body is the page's intro, one paragraph. Figures, the brand and the
// site's addresses are `{placeholders}` (app/content/copy-values.ts). A schema refuses keys it does
// not know, so a misspelt key is an error naming the file rather than words that silently vanish.

const text = z.string().trim().min(1)
const cards = z.array(z.strictObject({ title: text, text })).min(1)

/** An e-mail the page drafts for the visitor; the server makes it a mailto link to the page's address. */
const mailDraft = z.strictObject({ subject: text, body: text })

/**
 * A sentence with inline Markdown (`**Settings**`, `[Privacy Policy](url)`, an e-mail address, which
 * becomes a mail link), as HTML without its paragraph: the component sets it as its element's HTML.
 * Rendered here, on the server, so no Markdown reaches the browser.
 */
const inlineMarkdown = text.transform((markdown, ctx) => {
  const html = paragraphContent(markdownToHtml(markdown))
  if (html === undefined) {
    ctx.addIssue({ code: "custom", message: "one sentence or paragraph of inline Markdown (bold, links), no blocks" })
    return z.NEVER
  }
  return html
})

export const nanoBananaSchema = z.strictObject({
  title: text,
  description: text,
  eyebrow: text,
  /** The H1 in two parts: the highlighted name, then the rest. */
  headline: z.strictObject({ highlight: text, rest: text }),
  heroCta: text,
  featuresTitle: text,
  features: cards,
  stepsTitle: text,
  stepsLead: text,
  steps: cards,
  closingTitle: text,
  closingText: text,
  closingCta: text,
})

export const deleteAccountSchema = z.strictObject({
  title: text,
  description: text,
  warningTitle: text,
  warningIntro: text,
  /** What deletion removes: the warning's list. */
  removed: z.array(text).min(1),
  warningNote: text,
  howTitle: text,
  appOption: text,
  appTitle: text,
  appText: inlineMarkdown,
  appCta: text,
  mailOption: text,
  mailTitle: text,
  mailText: inlineMarkdown,
  mailCta: text,
  /** The deletion request the mail button drafts, to the privacy address. */
  mailDraft,
  timelineTitle: text,
  timeline: z.array(z.strictObject({ when: text, text })).min(1),
  questions: inlineMarkdown,
})

export const affiliateSchema = z.strictObject({
  title: text,
  description: text,
  badge: text,
  headline: text,
  applyCta: text,
  /** The application the apply buttons draft, to the affiliate address. */
  mailDraft,
  stepsTitle: text,
  steps: cards,
  benefitsTitle: text,
  benefits: cards,
  closingTitle: text,
  closingText: text,
})

/** The folder of each page's Markdown files, under app/content/pages/. */
export const fixedPageFolders = { nanoBanana: "nano-banana", deleteAccount: "delete-account", affiliate: "affiliate" } as const

/** A page's checked frontmatter and its intro (the body) as HTML, in a language it is routed in. */
function read<S extends z.ZodType>(page: string, locale: Locale, schema: S): { words: z.infer<S>; introHtml: string } {
  const file = `app/content/pages/${page}/${locale}.md`
  const parsed = markdownPage(page, locale, schema)
  if (!parsed)
    throw new Error(`${file}: the page is routed in this language but has no complete file (app/content/page-activation.ts)`)
  const introHtml = paragraphContent(parsed.html)
  if (introHtml === undefined) throw new Error(`${file}: the body is the page's intro, one paragraph`)
  return { words: parsed.data, introHtml }
}

/** The inside of HTML that is exactly one paragraph, its links to other sites opening in a new tab; else undefined. */
export function paragraphContent(html: string): string | undefined {
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html.trim())?.[1]
  if (inner === undefined || /<\/?p>/.test(inner)) return undefined
  return inner.replace(/<a href="(https?:[^"]*)"/g, '<a href="$1" target="_blank" rel="noopener noreferrer"')
}

function nanoBananaContent(locale: Locale) {
  const { words, introHtml } = read(fixedPageFolders.nanoBanana, locale, nanoBananaSchema)
  return { ...words, introHtml }
}

function deleteAccountContent(locale: Locale) {
  const { words, introHtml } = read(fixedPageFolders.deleteAccount, locale, deleteAccountSchema)
  const { mailDraft: draft, ...rest } = words
  return { ...rest, introHtml, mailto: mailtoLink(site.email.privacy, draft.subject, draft.body) }
}

function affiliateContent(locale: Locale) {
  const { words, introHtml } = read(fixedPageFolders.affiliate, locale, affiliateSchema)
  const { mailDraft: draft, ...rest } = words
  return { ...rest, introHtml, mailto: mailtoLink(site.email.affiliate, draft.subject, draft.body) }
}

const contents = { nanoBanana: nanoBananaContent, deleteAccount: deleteAccountContent, affiliate: affiliateContent }

/** The fixed pages whose words are a Markdown file per language: the announcement, delete-account and affiliate. */
export type FixedPage = keyof typeof contents

/** Each page's words as its component receives them. */
export type FixedPageContent<P extends FixedPage> = ReturnType<(typeof contents)[P]>
export type NanoBananaContent = FixedPageContent<"nanoBanana">
export type DeleteAccountContent = FixedPageContent<"deleteAccount">
export type AffiliateContent = FixedPageContent<"affiliate">

const cache = new Map<string, unknown>()

/**
 * A fixed page's loader data from its matched route pattern: its language and versions, its path, and
 * its words in its language (docs/decisions/0018-six-languages.md).
 */
export function fixedPageData<P extends FixedPage>(pattern: string, page: P) {
  const { locale, versions, path } = pageLanguage(pattern)
  const key = `${page}/${locale}`
  let content = cache.get(key) as FixedPageContent<P> | undefined
  if (!content) {
    content = contents[page](locale) as FixedPageContent<P>
    cache.set(key, content)
  }
  return { language: { locale, versions }, path, content }
}
