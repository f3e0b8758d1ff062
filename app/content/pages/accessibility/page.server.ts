import { z } from "zod"
import { site } from "#app/config/site.ts"
import { markdownPage } from "#app/content/markdown-page.server.ts"
import { type PageSection, sectionsOf } from "#app/content/pages/sections.server.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"

// The accessibility statement (/accessibility): app/content/pages/accessibility/<locale>.md, as the
// European Accessibility Act and AgID's guidelines for private services expect: conformance target
// and how it is measured, known limitations, the date of the last review, how to report a barrier,
// and the enforcement procedure. Every claim about a check names one the test suite really runs
// (tests/e2e/a11y.spec.ts, axe.ts, html-validate in app/built-html.test.ts and tests/e2e/seo.spec.ts,
// the Lighthouse budgets of scripts/perf.ts); change them together.

/** AgID, where a visitor takes a complaint we did not settle: the "enforcement" section links to it. */
export const AGID_URL = "https://www.agid.gov.it/"

const text = z.string().min(1)

export const accessibilitySchema = z.strictObject({
  title: text,
  description: text,
  /** The day the statement was last reviewed against the site (YYYY-MM-DD). */
  reviewed: z.iso.date(),
  backHome: text,
  /** The box under the heading: "Found a barrier? Tell us at … and we will look into it." */
  callout: z.strictObject({ lead: text, text }),
  reportButton: text,
  /** The mail link closing the "report" section. */
  writeTo: text,
  /** The link closing the "enforcement" section. */
  agidLink: text,
  newTab: text,
  /** The mail a visitor sends to report a barrier, in the language of the page they report from. */
  reportMail: z.strictObject({ subject: text, questions: z.array(text).min(1) }),
})

type Statement = z.infer<typeof accessibilitySchema>

export type AccessibilityContent = {
  page: Pick<Statement, "title" | "description" | "backHome" | "callout" | "reportButton" | "writeTo" | "agidLink" | "newTab">
  reviewed: { iso: string; label: string }
  sections: PageSection[]
  /** The mail link that reports a barrier: to support, with a subject and the questions. */
  reportMailto: string
  agidUrl: string
}

/** The statement in `locale`: it is routed in the languages its file is complete in (app/content/page-activation.ts). */
export function accessibilityContent(locale: Locale): AccessibilityContent {
  const path = `accessibility/${locale}.md`
  const source = markdownPage("accessibility", locale, accessibilitySchema)
  if (!source) throw new Error(`${path}: missing or incomplete`)
  const { reviewed, reportMail, ...page } = source.data
  const { lead, sections } = sectionsOf(source.html, path)
  if (lead) throw new Error(`${path}: the statement starts with its first section's heading`)
  return {
    page,
    reviewed: { iso: reviewed, label: formatLongDate(reviewed, locale) },
    sections,
    reportMailto: barrierReportMailto(reportMail),
    agidUrl: AGID_URL,
  }
}

/** The mail a visitor sends to report a barrier: to support, with a subject and the questions that help us find it. */
export function barrierReportMailto({ subject, questions }: Statement["reportMail"]): string {
  const body = [...questions, ""].join("\n\n")
  return `mailto:${site.email.support}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
