import { describe, expect, test } from "vitest"
import { parse as parseYaml } from "yaml"
import { locales } from "#app/i18n/locales.ts"
import { FREE_VIDEOS } from "./facts.ts"
import { type LandingWords, landingWords, landingWordsSchema, wordsOf } from "./landing-page.server.ts"
import { findLandingPageForPath, homePage, landingMarkdownPage, landingPages } from "./landing-pages.ts"
import {
  markdownPageLocales,
  markdownPageNames,
  markdownSource,
  placeholdersOf,
  splitFrontmatter,
} from "./markdown-page.server.ts"

const pages = [homePage, ...landingPages]
const others = locales.filter((l) => l !== "en")

/** Every string in a value, however deep. */
const strings = (value: unknown): string[] =>
  typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : []

/** A page's file in a language as written: its frontmatter unfilled, and its placeholders. */
function written(page: (typeof pages)[number], locale: (typeof locales)[number]) {
  const name = landingMarkdownPage(page)
  const source = markdownSource(name, locale)!
  const frontmatter = parseYaml(splitFrontmatter(source, name).frontmatter) as unknown
  return { frontmatter, placeholders: [...new Set(strings(frontmatter).flatMap(placeholdersOf))].sort() }
}

describe("the landing pages' registry", () => {
  test("finds a page by route pattern or path, with or without a trailing slash", () => {
    expect(findLandingPageForPath("suno-music-video")?.id).toBe("suno-music-video")
    expect(findLandingPageForPath("/suno-music-video")?.id).toBe("suno-music-video")
    expect(findLandingPageForPath("/udio-music-video/")?.id).toBe("udio-music-video")
    expect(findLandingPageForPath("/blog")).toBeUndefined()
  })

  test("names each page's Markdown once", () => {
    const names = pages.map(landingMarkdownPage)
    expect(new Set(names).size).toBe(pages.length)
    expect(landingMarkdownPage(homePage)).toBe("landing-home")
  })
})

describe("the landing pages' words, one Markdown file per page per language", () => {
  test("every page has a file in each of the six languages, and every landing file belongs to a page", () => {
    for (const page of pages) expect(markdownPageLocales(landingMarkdownPage(page)), page.path).toEqual(locales)
    const files = markdownPageNames().filter((name) => name.startsWith("landing-"))
    expect(files.sort()).toEqual(pages.map(landingMarkdownPage).sort())
  })

  test.each(locales)(
    "in %s every file is accepted, and each page has its own title, description (at most 160 characters) and hero",
    (locale) => {
      const words = pages.map((page) => landingWords(page, locale))
      for (const pick of [(w: LandingWords) => w.title, (w: LandingWords) => w.description, (w: LandingWords) => w.hero.title])
        expect(new Set(words.map(pick)).size).toBe(pages.length)
      for (const page of words) {
        expect(page.description.length).toBeLessThanOrEqual(160)
        expect(strings(page).join(" ")).not.toMatch(/\{\w+\}/)
      }
    },
  )

  test.each(others)("in %s each page is translated, names English's placeholders and has its keys", (locale) => {
    for (const page of pages) {
      const english = landingWords(page, "en")
      const translated = landingWords(page, locale)
      expect(translated.hero.title, page.path).not.toBe(english.hero.title)
      expect(translated.hero.subtitle, page.path).not.toBe(english.hero.subtitle)
      expect(translated.description, page.path).not.toBe(english.description)
      const [source, target] = [written(page, "en"), written(page, locale)]
      expect(target.placeholders, `${page.path} in ${locale}`).toEqual(source.placeholders)
      expect(Object.keys(target.frontmatter as object).sort()).toEqual(Object.keys(source.frontmatter as object).sort())
    }
  })

  test("English shows the figures through Intl, from app/content/facts.ts", () => {
    const singers = landingWords(findLandingPageForPath("/ai-singers-video")!, "en")
    expect(singers.hero.subtitle).toMatch(/with 99\.5% lip-sync accuracy in over 50 languages/)
    expect(landingWords(findLandingPageForPath("/ai-music-video-creator")!, "en").description).toMatch(
      /Trusted by 50,000\+ creators\. First 3 videos free\.$/,
    )
    expect(landingWords(findLandingPageForPath("/ai-singers-video")!, "de").hero.subtitle).toMatch(/mit 99,5\u00a0% Lip-Sync/)
  })

  test("the Italian pages use the words Italians search for", () => {
    expect(landingWords(findLandingPageForPath("/ai-music-video")!, "it").title).toMatch(/video musicale con IA/i)
  })

  test("the files write the free videos in the plural, which holds while the trial has more than one", () => {
    // "Your first {freeVideos} videos are free": a Markdown placeholder has no plural of its own.
    expect(FREE_VIDEOS).toBeGreaterThan(1)
  })

  test("the native review's choices hold: one term per concept, Latin American Spanish, each language's typography", () => {
    const text = (locale: (typeof locales)[number]) => pages.flatMap((page) => strings(landingWords(page, locale)))
    const all = locales.flatMap(text).join("\n")
    // Each language's term is the lip-sync feature card's ("Lip-sync"; German "Lip-Sync").
    expect(all).not.toMatch(/sincronia labial|synchronisation labiale|lippensynchron|Lippensynchron|synchronisé sur les lèvres/i)
    expect(text("de").join("\n")).not.toMatch(/lip-sync/)
    // One word per language for what the rest of the site settled (docs/i18n-review/): German "kostenlos",
    // a singer who mouths the words "articula" in Spanish.
    expect(text("de").join("\n")).not.toMatch(/gratis/i)
    expect(text("es").join("\n")).not.toMatch(/móvil|ordenador|introduce|dale al play|vosotros|vocaliza|montado/i)
    for (const locale of ["it", "fr", "pt-br"] as const) expect(text(locale).join("\n"), locale).not.toContain("'")
    // French: a narrow no-break space before : ; ! ? ("9:16" has none: it is a ratio, not punctuation).
    expect(text("fr").join("\n")).not.toMatch(/(?:^|[^\u202f\d])[:;!?]/m)
  })
})

describe("a landing page file is refused with its name, and nothing in it is lost", () => {
  const valid = {
    title: "A title",
    description: "A description.",
    hero: { title: "A hero", subtitle: "A line under it." },
  }

  test("a missing or empty line, an unknown key, a description longer than 160 characters", () => {
    expect(landingWordsSchema.safeParse(valid).success).toBe(true)
    for (const refused of [
      { ...valid, hero: { title: "A hero" } },
      { ...valid, title: "  " },
      { ...valid, subtitle: "A subtitle beside the hero, not in it." },
      { ...valid, hero: { ...valid.hero, cta: "Go" } },
      { ...valid, description: "x".repeat(161) },
    ])
      expect(landingWordsSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(false)
  })

  test("a body after the frontmatter, which no page would show, and a missing file", () => {
    const path = "app/content/pages/landing-home/de.md"
    expect(wordsOf({ data: valid, html: "" }, path)).toEqual(valid)
    expect(() => wordsOf({ data: valid, html: "<p>A paragraph.</p>" }, path)).toThrow(
      `${path}: a landing page's words are all in its frontmatter`,
    )
    expect(() => wordsOf(undefined, path)).toThrow(`${path}: there is no such file`)
  })
})
