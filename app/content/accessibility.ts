import { site } from "#app/config/site.ts"

// The accessibility statement (/accessibility), as the European Accessibility Act and AgID's
// guidelines for private services expect: conformance target and how it is measured, known
// limitations, the date of the last review, how to report a barrier, and the enforcement procedure.
// Every claim about a check names one the test suite really runs (tests/e2e/a11y.spec.ts, axe.ts,
// seo.spec.ts, the Lighthouse budgets of scripts/perf.ts); change them together.

/** The day the statement was last reviewed against the site (ISO date, read as UTC). */
export const ACCESSIBILITY_REVIEWED = "2026-11-25"

/** "November 25, 2026": the review date as the page shows it. */
export function formatReviewDate(iso: string = ACCESSIBILITY_REVIEWED): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`))
}

/** The mail a visitor sends to report a barrier: to support, with a subject and the questions that help us find it. */
export function barrierReportMailto(): string {
  const subject = `Accessibility barrier on the ${site.brand} website`
  const body = [
    "Page address (URL):",
    "What were you trying to do?",
    "What went wrong?",
    "Browser, device and any assistive technology (screen reader, magnifier, voice control):",
    "",
  ].join("\n\n")
  return `mailto:${site.email.support}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export const AGID_URL = "https://www.agid.gov.it/"

export type StatementSection = { id: string; title: string; paragraphs: string[]; list?: string[] }

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage = {
  title: "Accessibility Statement",
  description: `How accessible the ${b} website is: our WCAG 2.2 AA target and how we check it, the limitations we know of, and how to report a barrier.`,
  sections: [
    {
      id: "scope",
      title: "What this statement covers",
      paragraphs: [
        `${b} wants everyone to be able to use this website, including people who use a screen reader, the keyboard alone, screen magnification or voice control. This statement covers the website at ${host}: the home and landing pages, the feature pages, pricing, the help pages and the blog.`,
        `The creation app that the website's buttons open, and the mobile apps, are separate services: this statement does not cover them.`,
      ],
    },
    {
      id: "conformance",
      title: "Conformance status",
      paragraphs: [
        `Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the European standard EN 301 549 refers to. The website is partially conformant with WCAG 2.2 AA: most of it meets the target, and the exceptions are listed under "Known limitations" below.`,
      ],
    },
    {
      id: "measured",
      title: "How we check it",
      paragraphs: [
        `The website's automated test suite runs these checks in Chromium. Automated tools find many barriers but not all of them, so a passing run is evidence, not proof.`,
      ],
      list: [
        "axe-core, with its WCAG 2.2 A and AA rules and its check that every landmark has a unique name, on every page of the site at a phone width (390 px) and a desktop width (1280 px), and with the mobile menu, the share panel and the dialogs open.",
        "Keyboard tests: the main journey (skip link, navigation, pricing, an example video's dialog, the share panel) is completed with the keyboard alone, and every stop shows a visible focus indicator.",
        "Lighthouse: an accessibility score of 100 on one page of each type.",
        "html-validate: the first HTML of every page is valid HTML, as assistive technologies rely on it.",
        "The price calculator, the site's form, is tested with and without JavaScript, including the message each wrong entry gets.",
      ],
    },
    {
      id: "features",
      title: "What you can expect",
      paragraphs: [],
      list: [
        "Every page's content is in its first HTML: it can be read without JavaScript, and the price calculator works without it.",
        "A skip link to the main content, and landmarks with unique names to move around each page.",
        "All videos on the site have captions. The background video at the top of the home page is decorative and silent, it does not play when your device asks for reduced motion, and a button at the bottom left of the hero pauses it.",
        "Text and controls meet WCAG's contrast ratios, and focus is always visible.",
      ],
    },
    {
      id: "limitations",
      title: "Known limitations",
      paragraphs: [],
      list: [
        "The example videos on the home page are short previews of the full music videos, not the whole songs.",
        "Some blog articles embed videos from YouTube. Their player and its controls are YouTube's, and we cannot change them.",
        "The automated checks cover every fixed page and a sample of the blog's articles, not each article: one published later is not checked before it appears.",
      ],
    },
    {
      id: "report",
      title: "Report a barrier",
      paragraphs: [
        `If something on this website is hard or impossible for you to use, tell us: write to ${site.email.support}. Say which page, what you were trying to do and what went wrong, and, if you like, which browser and assistive technology you use. We read every report and reply by email.`,
      ],
    },
    {
      id: "enforcement",
      title: "Enforcement procedure",
      paragraphs: [
        `If you are not satisfied with our answer, or get no answer, you can report it to AgID (Agenzia per l'Italia Digitale), the Italian authority that supervises the accessibility of products and services under the European Accessibility Act (Legislative Decree 82/2022), through its website.`,
      ],
    },
    {
      id: "preparation",
      title: "How this statement was prepared",
      paragraphs: [
        `The team that builds the website prepared this statement by self-assessment, from the checks above. It was last reviewed on the date at the top of this page.`,
      ],
    },
  ] satisfies StatementSection[],
}
