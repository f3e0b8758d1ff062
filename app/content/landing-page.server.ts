import { z } from "zod"
import type { Locale } from "#app/i18n/locales.ts"
import { type LandingPage, landingMarkdownPage } from "./landing-pages.ts"
import { type MarkdownPage, markdownPage } from "./markdown-page.server.ts"

// The words of the home page's and the landing pages' heroes and heads, one Markdown file per page
// per language: app/content/pages/landing-<id>/<locale>.md (issue 27, item 2). They are all short
// lines shown in set places, so they are all frontmatter; the file has no body.

const line = z.string().trim().min(1)

export const landingWordsSchema = z.strictObject({
  /** The document title, before " | Syncreel". */
  title: line,
  /** The search result's snippet: search engines cut it after about 160 characters. */
  description: line.max(160),
  hero: z.strictObject({ title: line, subtitle: line }),
})

/** What a landing page (or the home page) says in a language. */
export type LandingWords = z.infer<typeof landingWordsSchema>

export type HeroCopy = LandingWords["hero"]

/**
 * The words of `page` in `locale`. Throws, naming the file, when the page has no complete file in
 * that language (it is routed only where it has one: app/content/site-pages.ts) or when the file is refused.
 */
export function landingWords(page: LandingPage, locale: Locale): LandingWords {
  const name = landingMarkdownPage(page)
  return wordsOf(markdownPage(name, locale, landingWordsSchema), `app/content/pages/${name}/${locale}.md`)
}

/** A landing page file's words, or why they can't be shown. */
export function wordsOf(file: MarkdownPage<LandingWords> | undefined, path: string): LandingWords {
  if (!file)
    throw new Error(
      `${path}: there is no such file or it is incomplete (app/content/page-activation.ts), and the page is routed in its language`,
    )
  // A body would be shown nowhere: refuse it rather than lose the marketer's sentence.
  if (file.html.trim())
    throw new Error(`${path}: a landing page's words are all in its frontmatter; write nothing after the second ---`)
  return file.data
}
