import { z } from "zod"
import { markdownPage } from "#app/content/markdown-page.server.ts"
import { type PageSection, sectionsOf } from "#app/content/pages/sections.server.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"

// The terms and conditions (SPEC §9 "Terms"): app/content/pages/terms/<locale>.md, in English and
// Italian only (Italian law governs them, and the Italian version prevails: keep the two in step,
// section by section, with the same anchors). Each `## Heading {#anchor}` is a numbered section and
// an entry of the table of contents.

export const termsSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  /** The day the terms last changed (YYYY-MM-DD). */
  updated: z.iso.date(),
  backHome: z.string().min(1),
  contents: z.string().min(1),
})

/** The terms as their page shows them: the words around the sections, the date, and the sections. */
export type TermsContent = {
  page: Pick<z.infer<typeof termsSchema>, "title" | "description" | "backHome" | "contents">
  updated: { iso: string; label: string }
  sections: PageSection[]
}

/** The terms in `locale`, or undefined in a language they are not published in. */
export function termsContent(locale: Locale): TermsContent | undefined {
  const source = markdownPage("terms", locale, termsSchema)
  if (!source) return undefined
  const { updated, ...page } = source.data
  const { lead, sections } = sectionsOf(source.html, `terms/${locale}.md`)
  if (lead) throw new Error(`terms/${locale}.md: the terms start with their first section's heading`)
  return { page, updated: { iso: updated, label: formatLongDate(updated, locale) }, sections }
}
