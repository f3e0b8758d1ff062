import { z } from "zod"
import { site } from "#app/config/site.ts"
import { markdownPage } from "#app/content/markdown-page.server.ts"
import { type PageSection, sectionsOf } from "#app/content/pages/sections.server.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { STATEMENT_REVIEWED } from "./dates.ts"

// The accessibility statement (/accessibility): app/content/pages/accessibility/<locale>.md, after the
// model statement of Commission Implementing Decision (EU) 2018/1523 and the European Accessibility
// Act: what it covers, the conformance status, each non-conformance (criterion, what fails, why, the
// alternative), other limitations, how it was prepared and when (./dates.ts), how to report a barrier
// and how soon we answer, and the enforcement procedure of the countries where the page's language is
// spoken. Every claim about a check names one the test suite really runs (tests/e2e/a11y.spec.ts,
// axe.ts, html-validate in app/built-html.test.ts and tests/e2e/seo.spec.ts, the Lighthouse budgets of
// scripts/perf.ts); the captions sentence is held by app/content/video-captions.test.ts's check
// (./statement.test.ts). Change them together.

/** The sections every language's statement has, in this order: the model statement's parts. */
export const STATEMENT_SECTIONS = [
  "scope",
  "conformance",
  "non-conformance",
  "limitations",
  "features",
  "preparation",
  "measured",
  "report",
  "enforcement",
] as const

const text = z.string().min(1)

export const accessibilitySchema = z.strictObject({
  title: text,
  description: text,
  backHome: text,
  /** The box under the heading: "Found a barrier? Tell us at … and we will look into it." */
  callout: z.strictObject({ lead: text, text }),
  reportButton: text,
  /** The mail link closing the "report" section. */
  writeTo: text,
  /** The sentence closing the "features" section: every video the site plays has captions in the page's language. */
  captions: text,
  /** The mail a visitor sends to report a barrier, in the language of the page they report from. */
  reportMail: z.strictObject({ subject: text, questions: z.array(text).min(1) }),
})

type Statement = z.infer<typeof accessibilitySchema>

export type AccessibilityContent = {
  page: Pick<Statement, "title" | "description" | "backHome" | "callout" | "reportButton" | "writeTo" | "captions">
  reviewed: { iso: string; label: string }
  sections: PageSection[]
  /** The mail link that reports a barrier: to support, with a subject and the questions. */
  reportMailto: string
}

/** The statement in `locale`: it is routed in the languages its file is complete in (app/content/page-activation.ts). */
export function accessibilityContent(locale: Locale): AccessibilityContent {
  const path = `accessibility/${locale}.md`
  const source = markdownPage("accessibility", locale, accessibilitySchema)
  if (!source) throw new Error(`${path}: missing or incomplete`)
  const { reportMail, ...page } = source.data
  const { lead, sections } = sectionsOf(source.html, path)
  if (lead) throw new Error(`${path}: the statement starts with its first section's heading`)
  const ids = sections.map((s) => s.id).join(", ")
  if (ids !== STATEMENT_SECTIONS.join(", "))
    throw new Error(`${path}: the sections are ${ids}; expected ${STATEMENT_SECTIONS.join(", ")}`)
  return {
    page,
    reviewed: { iso: STATEMENT_REVIEWED, label: formatLongDate(STATEMENT_REVIEWED, locale) },
    sections,
    reportMailto: barrierReportMailto(reportMail),
  }
}

/** The mail a visitor sends to report a barrier: to support, with a subject and the questions that help us find it. */
export function barrierReportMailto({ subject, questions }: Statement["reportMail"]): string {
  const body = [...questions, ""].join("\n\n")
  return `mailto:${site.email.support}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
