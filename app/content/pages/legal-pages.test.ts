import { describe, expect, test } from "vitest"
import { parse as parseYaml } from "yaml"
import { site } from "#app/config/site.ts"
import { markdownPageLocales, markdownSource, placeholdersOf, splitFrontmatter } from "#app/content/markdown-page.server.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { accessibilityContent } from "./accessibility/page.server.ts"
import { cookiePolicyContent } from "./cookie-policy/page.server.ts"
import { storedNames } from "./cookie-policy/stored.ts"
import { externalLinksInNewTab, sectionsOf } from "./sections.server.ts"
import { termsContent } from "./terms/page.server.ts"

// The three legal pages as Markdown (issue 27, item 2): each language's file parses with its page's
// schema, names English's placeholders, has English's frontmatter keys and list lengths and English's
// sections, and the pages say what they said when they were TypeScript.

const families = {
  terms: { locales: ["en", "it"] as Locale[], read: (locale: Locale) => termsContent(locale) },
  "cookie-policy": { locales, read: cookiePolicyContent },
  accessibility: { locales, read: accessibilityContent },
} as const

const pages = Object.keys(families) as (keyof typeof families)[]

/** A page's sections: the cookie policy's one closing section, the others' many. */
function sectionsIn(page: keyof typeof families, locale: Locale) {
  const content = families[page].read(locale)!
  return "withdraw" in content ? [content.withdraw] : content.sections
}
const translationsOf = (page: keyof typeof families) => families[page].locales.filter((l) => l !== "en")
const cases = pages.flatMap((page) => translationsOf(page).map((locale) => [page, locale] as const))

/** A file's frontmatter as data, and its placeholders (frontmatter and body), before filling. */
function file(page: string, locale: Locale) {
  const source = markdownSource(page, locale)
  if (source === undefined) throw new Error(`${page}/${locale}.md is missing`)
  const { frontmatter } = splitFrontmatter(source, `${page}/${locale}.md`)
  return { data: parseYaml(frontmatter) as unknown, placeholders: new Set(placeholdersOf(source)) }
}

/** Keys and list lengths, recursively: what a translation keeps of its English file. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape)
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, shape(item)]),
    )
  return typeof value
}

/** Each section's anchor and its blocks: paragraphs, and lists with their item counts. */
const sectionShape = (sections: { id: string; html: string }[]) =>
  sections.map((s) => ({
    id: s.id,
    blocks: [...s.html.matchAll(/<(p|ul|ol)>|<\/(ul|ol)>|<li>/g)].map((m) => m[0]).join(""),
  }))

describe.each(pages)("%s", (page) => {
  test("has a file in each language the page is routed in, and no other", () => {
    expect(markdownPageLocales(page)).toEqual(families[page].locales)
  })

  test.each(families[page].locales)("parses in %s, with a body of sections under the page's one level-1 heading", (locale) => {
    for (const section of sectionsIn(page, locale))
      expect(section.html, `${page}/${locale}.md #${section.id}`).not.toMatch(/<h[1-2]|<h[4-6]/)
  })
})

describe.each(cases)("%s in %s", (page, locale) => {
  test("names exactly English's placeholders", () => {
    expect([...file(page, locale).placeholders].sort()).toEqual([...file(page, "en").placeholders].sort())
  })

  test("has English's frontmatter keys and list lengths", () => {
    expect(shape(file(page, locale).data)).toEqual(shape(file(page, "en").data))
  })

  test("has English's sections, anchors, paragraphs and lists, in the same order", () => {
    // The statement's enforcement procedure is the one of the countries where the page's language is
    // spoken (English lists several), so only its anchor and place are English's.
    const shapeOf = (l: Locale) =>
      sectionShape(sectionsIn(page, l)).map((s) => (page === "accessibility" && s.id === "enforcement" ? { id: s.id } : s))
    expect(shapeOf(locale)).toEqual(shapeOf("en"))
  })
})

describe("the terms", () => {
  const en = termsContent("en")!
  const it = termsContent("it")!
  const law = (terms: typeof en) => terms.sections.find((s) => s.id === "law")!.html

  test("both versions say they exist in Italian and English and that the Italian one prevails", () => {
    expect(law(en)).toContain("published in Italian and in English")
    expect(law(en)).toContain("the Italian version prevails")
    expect(law(it)).toContain("pubblicati in italiano e in inglese")
    expect(law(it)).toContain("prevale la versione italiana")
  })

  test("the date reads the same day in each language", () => {
    expect(en.updated).toEqual({ iso: "2025-10-10", label: "October 10, 2025" })
    expect(it.updated).toEqual({ iso: "2025-10-10", label: "10 ottobre 2025" })
  })

  test("the contents list the sections by their titles, and the figures come from the facts", () => {
    expect(en.sections[0]).toMatchObject({ id: "acceptance", title: "Acceptance of these terms" })
    expect(en.sections.find((s) => s.id === "free-trial")!.html).toContain("their first 3 videos free of charge")
    expect(it.sections.find((s) => s.id === "contact")!.html).toContain(site.email.support)
  })
})

describe("the cookie policy", () => {
  const en = cookiePolicyContent("en")
  const rows = (content: typeof en) => content.categories.flatMap((c) => c.items)

  test("English states each lifetime as before, from the code's numbers", () => {
    expect(rows(en).map((row) => row.lifetime)).toEqual([
      "6 months (182 days), then we ask again",
      "365 days",
      "2 years",
      "90 days",
      "90 days",
      "90 days",
      "30 days",
    ])
    expect(en.withdraw.html).toContain("We ask again after 6 months, and whenever this policy changes.")
    expect(rows(en).map((row) => row.name)).toEqual(Object.values(storedNames))
  })

  test.each(translationsOf("cookie-policy"))(
    "in %s, lists English's categories and stored names, with their numbers",
    (locale) => {
      const t = cookiePolicyContent(locale)
      expect(t.categories.map((c) => c.id)).toEqual(en.categories.map((c) => c.id))
      expect(rows(t).map((row) => row.name)).toEqual(rows(en).map((row) => row.name))
      const numbers = (s: string) => s.match(/\d+/g)
      expect(rows(t).map((row) => numbers(row.lifetime))).toEqual(rows(en).map((row) => numbers(row.lifetime)))
      expect(t.page.title).not.toBe(en.page.title)
    },
  )

  test("the Italian policy writes its lifetimes and table names in Italian", () => {
    const it = cookiePolicyContent("it")
    expect(rows(it)[0]!.lifetime).toBe("6 mesi (182 giorni), poi te la chiediamo di nuovo")
    expect(it.categories[1]!.tableLabel).toBe("Elenco dei cookie analitici")
  })

  test("the privacy policy opens in a new tab and says so; questions go to the privacy address", () => {
    expect(en.intro).toContain(
      `<a href="${site.privacyPolicyUrl}" target="_blank" rel="noopener">privacy policy<span class="sr-only"> (opens in a new tab)</span></a>`,
    )
    expect(en.withdraw.html).toContain(`<a href="mailto:${site.email.privacy}">${site.email.privacy}</a>`)
    expect(en.withdraw).toMatchObject({ id: "cookies-withdraw", title: "Changing your mind" })
  })
})

describe("the accessibility statement", () => {
  const read = (mailto: string) => {
    const url = new URL(mailto)
    return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") }
  }

  test("the review date reads in the page's language, the same day in every language", () => {
    expect(accessibilityContent("en").reviewed).toEqual({ iso: "2026-11-27", label: "November 27, 2026" })
    expect(accessibilityContent("it").reviewed.label).toBe("27 novembre 2026")
    expect(accessibilityContent("de").reviewed.label).toBe("27. November 2026")
    expect(accessibilityContent("pt-br").reviewed.label).toBe("27 de novembro de 2026")
    for (const locale of locales) expect(accessibilityContent(locale).reviewed.iso).toBe("2026-11-27")
  })

  test("a barrier report is mailed to support with the questions in the visitor's language", () => {
    const english = read(accessibilityContent("en").reportMailto)
    expect(english.to).toBe(site.email.support)
    expect(english.subject).toBe(`Accessibility barrier on the ${site.brand} website`)
    expect(english.body).toBe(
      "Page address (URL):\n\nWhat were you trying to do?\n\nWhat went wrong?\n\nBrowser, device and any assistive technology (screen reader, magnifier, voice control):\n\n",
    )
    const italian = read(accessibilityContent("it").reportMailto)
    expect(italian.to).toBe(site.email.support)
    expect(italian.subject).toBe(`Barriera di accessibilità sul sito di ${site.brand}`)
    expect(italian.body).toContain("Che cosa stavi cercando di fare?")
    for (const locale of ["es", "de", "fr", "pt-br"] as const) {
      const mail = read(accessibilityContent(locale).reportMailto)
      expect(mail.subject).toContain(site.brand)
      expect(mail.body).not.toBe(english.body)
    }
  })

  test("each language names the support address in the callout and the closing link", () => {
    for (const locale of locales) {
      const { page } = accessibilityContent(locale)
      expect(page.callout.text).toContain(site.email.support)
      expect(page.writeTo).toContain(site.email.support)
    }
  })

  test("the German heading that is wider than a phone keeps its soft hyphen", () => {
    const enforcement = accessibilityContent("de").sections.find((s) => s.id === "enforcement")!
    expect(enforcement.title).toBe("Durchsetzungs\u00ADverfahren")
  })
})

describe("one register and one Spanish (I27 native review)", () => {
  const words = (page: string, locale: Locale) => markdownSource(page, locale)!.replace(/\{#?[\w-]+\}/g, "")

  test.each(["cookie-policy", "accessibility"])("the German %s says du, never Sie", (page) => {
    // The formal forms mid-sentence: "… Ihre Auswahl", "… können Sie", "… Ihnen".
    expect(words(page, "de")).not.toMatch(/\p{Ll}[,;:]? (Sie|Ihnen|Ihre[mnrs]?|Ihr)\b/u)
  })

  test.each(["cookie-policy", "accessibility"])("the Spanish %s says tú in neutral Latin American Spanish", (page) => {
    expect(words(page, "es")).not.toMatch(/\b(usted|ustedes|vosotros|su elección|sus datos|ordenador|móvil|Introduce)\b/iu)
  })

  test("the sentences issue 27 names as wrong in meaning stay fixed", () => {
    // es: "superarlas" referred to the barriers, not the checks; pt-BR: "na sua nuvem" read as the visitor's cloud.
    expect(words("accessibility", "es")).not.toContain("superarlas")
    expect(words("accessibility", "es")).toContain("pasar estas comprobaciones es un indicio")
    expect(words("cookie-policy", "pt-br")).not.toContain("na sua nuvem")
  })

  test("French puts a narrow no-break space before : ; ? ! and uses typographic apostrophes", () => {
    for (const page of ["cookie-policy", "accessibility"]) {
      const text = words(page, "fr").replace(/^---[\s\S]*?^---$/m, (fm) => fm.replace(/^\s*[\w-]+:|^\s*- /gm, ""))
      expect(text, page).not.toMatch(/[ \u00a0][:;?!]/)
      expect(text, page).not.toMatch(/\p{L}'\p{L}/u)
    }
  })
})

describe("sections of a Markdown page", () => {
  test("are cut at the level-2 headings, each with its anchor and its body", () => {
    const html = "<p>Lead</p>\n<h2>First &#x26; one {#first}</h2>\n<p>A</p>\n<h2>Second {#second}</h2>\n<ul>\n<li>B</li>\n</ul>"
    expect(sectionsOf(html, "x.md")).toEqual({
      lead: "<p>Lead</p>",
      sections: [
        { id: "first", title: "First & one", html: "<p>A</p>" },
        { id: "second", title: "Second", html: "<ul>\n<li>B</li>\n</ul>" },
      ],
    })
  })

  test("refuse a heading without its anchor, with markup, a repeated anchor and a second level-1 heading", () => {
    expect(() => sectionsOf("<h2>No anchor</h2>", "x.md")).toThrow(/x.md: the heading "No anchor" names no anchor/)
    expect(() => sectionsOf("<h2><em>Loud</em> {#loud}</h2>", "x.md")).toThrow(/has markup/)
    expect(() => sectionsOf("<h2>A {#a}</h2><p>1</p><h2>B {#a}</h2>", "x.md")).toThrow(/#a is used twice/)
    expect(() => sectionsOf("<h1>Title</h1>", "x.md")).toThrow(/only level-1 heading/)
  })

  test("open links to other sites in a new tab and say so, leaving mail links alone", () => {
    expect(
      externalLinksInNewTab('<p><a href="https://example.org/">there</a> and <a href="mailto:a@b.c">a@b.c</a></p>', "(new tab)"),
    ).toBe(
      '<p><a href="https://example.org/" target="_blank" rel="noopener">there<span class="sr-only"> (new tab)</span></a> and <a href="mailto:a@b.c">a@b.c</a></p>',
    )
  })
})
