import { site } from "#app/config/site.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"

// The accessibility statement (/accessibility), as the European Accessibility Act and AgID's
// guidelines for private services expect: conformance target and how it is measured, known
// limitations, the date of the last review, how to report a barrier, and the enforcement procedure.
// Every claim about a check names one the test suite really runs (tests/e2e/a11y.spec.ts, axe.ts,
// html-validate in app/built-html.test.ts and tests/e2e/seo.spec.ts, the Lighthouse budgets of
// scripts/perf.ts); change them together.

/** The day the statement was last reviewed against the site (ISO date, read as UTC). */
export const ACCESSIBILITY_REVIEWED = "2026-11-25"

/** "November 25, 2026", "25 novembre 2026": the review date as the page shows it, in the page's language. */
export function formatReviewDate(iso: string = ACCESSIBILITY_REVIEWED, locale: Locale = "en"): string {
  return formatLongDate(iso, locale)
}

type BarrierReportMail = { subject: string; questions: string[] }

// The mail's words in each language, beside the function that writes it: the visitor sends it in
// the language of the page they reported from, and tsc fails if a language is missing.
const barrierReportMail: Record<Locale, BarrierReportMail> = {
  en: {
    subject: `Accessibility barrier on the ${site.brand} website`,
    questions: [
      "Page address (URL):",
      "What were you trying to do?",
      "What went wrong?",
      "Browser, device and any assistive technology (screen reader, magnifier, voice control):",
    ],
  },
  it: {
    subject: `Barriera di accessibilità sul sito di ${site.brand}`,
    questions: [
      "Indirizzo della pagina (URL):",
      "Che cosa stavi cercando di fare?",
      "Che cosa non ha funzionato?",
      "Browser, dispositivo ed eventuali tecnologie assistive (lettore di schermo, ingranditore, controllo vocale):",
    ],
  },
  es: {
    subject: `Barrera de accesibilidad en el sitio web de ${site.brand}`,
    questions: [
      "Dirección de la página (URL):",
      "¿Qué intentabas hacer?",
      "¿Qué falló?",
      "Navegador, dispositivo y tecnología de apoyo que uses, si la hay (lector de pantalla, ampliador, control por voz):",
    ],
  },
  de: {
    subject: `Barriere auf der Website von ${site.brand}`,
    questions: [
      "Adresse der Seite (URL):",
      "Was wollten Sie tun?",
      "Was hat nicht funktioniert?",
      "Browser, Gerät und gegebenenfalls assistive Technologie (Screenreader, Vergrößerung, Sprachsteuerung):",
    ],
  },
  fr: {
    subject: `Obstacle d'accessibilité sur le site de ${site.brand}`,
    questions: [
      "Adresse de la page (URL)\u00a0:",
      "Qu'essayiez-vous de faire\u202f?",
      "Qu'est-ce qui n'a pas fonctionné\u202f?",
      "Navigateur, appareil et éventuelle technologie d'assistance (lecteur d'écran, loupe, commande vocale)\u00a0:",
    ],
  },
  "pt-br": {
    subject: `Barreira de acessibilidade no site do ${site.brand}`,
    questions: [
      "Endereço da página (URL):",
      "O que você estava tentando fazer?",
      "O que deu errado?",
      "Navegador, dispositivo e tecnologia assistiva que você usa, se houver (leitor de tela, ampliador, controle por voz):",
    ],
  },
}

/** The mail a visitor sends to report a barrier: to support, with a subject and the questions that help us find it. */
export function barrierReportMailto(locale: Locale = "en"): string {
  const { subject, questions } = barrierReportMail[locale]
  const body = [...questions, ""].join("\n\n")
  return `mailto:${site.email.support}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export const AGID_URL = "https://www.agid.gov.it/"

export type StatementSection = { id: string; title: string; paragraphs: string[]; list?: string[] }

export type AccessibilityPageText = {
  title: string
  description: string
  backHome: string
  lastReviewed: string
  /** The box under the heading: "Found a barrier? Tell us at … and we will look into it." */
  callout: { lead: string; text: (email: string) => string }
  reportButton: string
  /** The mail link closing the "report" section. */
  writeTo: (email: string) => string
  /** The link closing the "enforcement" section. */
  agidLink: string
  /** Read by screen readers after a link that opens a new tab. */
  newTab: string
  sections: StatementSection[]
}

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage: AccessibilityPageText = {
  title: "Accessibility Statement",
  description: `How accessible the ${b} website is: our WCAG 2.2 AA target and how we check it, the limitations we know of, and how to report a barrier.`,
  backHome: "Back to Home",
  lastReviewed: "Last reviewed:",
  callout: { lead: "Found a barrier?", text: (email) => `Tell us at ${email} and we will look into it.` },
  reportButton: "Report a barrier",
  writeTo: (email) => `Write to ${email}`,
  agidLink: "AgID's website",
  newTab: " (opens in a new tab)",
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
        "axe-core, with its WCAG 2.2 A and AA rules and its check that every landmark has a unique name, on one page of each kind in every language (pages of a kind share their markup) and on each article whose body holds markup the others lack, at a phone width (390 px) and a desktop width (1280 px), and with the mobile menu, the share panel and the dialogs open.",
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
  ],
}
