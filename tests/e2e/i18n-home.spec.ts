import type { Page } from "@playwright/test"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { findLandingPageForPath, homePage, landingMarkdownPage } from "#app/content/landing-pages.ts"
import type { LandingWords } from "#app/content/landing-page.server.ts"
import { type Locale, localeInfo, locales } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { expect, test } from "./fixtures.ts"
import { markdownFrontmatter } from "./markdown-words.ts"
import { catalogText } from "./catalog-words.ts"
import { dataLayer, test as trackedTest } from "./tracked-site.ts"

const APP_URL = "https://app.syncreel.com"
const siteUrl = parseSiteEnv(process.env).siteUrl
const absoluteUrl = (path: string) => new URL(path, `${siteUrl}/`).href

/** The home sections' words the specs look for, from the language's catalog (`homeSections`; the store badges are the footer's). */
function homeCopy(locale: Locale) {
  const text = (key: string) => catalogText(locale, `homeSections.${key}`)
  return {
    heroCopy: { badge: text("hero.badge"), cta: text("hero.cta") },
    demoCopy: {
      title: text("demo.title"),
      lead: text("demo.lead"),
      playLabel: text("demo.playLabel"),
      videoTitle: text("demo.videoTitle"),
    },
    testimonialsCopy: { title: text("testimonials.title") },
    closingCopy: {
      title: text("closing.title"),
      start: text("closing.start"),
      watchDemo: text("closing.watchDemo"),
      webApp: text("closing.webApp"),
    },
    storeBadges: {
      ios: catalogText(locale, "footer.storeBadges.ios"),
      android: catalogText(locale, "footer.storeBadges.android"),
    },
  }
}

/** The words a page in this language must show. */
function wordsOf(englishPath: string, locale: Locale) {
  const landing = englishPath === "/" ? homePage : findLandingPageForPath(englishPath)!
  const page = markdownFrontmatter<LandingWords>(landingMarkdownPage(landing), locale)
  return { page, copy: homeCopy(locale), path: localizePath(englishPath, locale) }
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true })

const pages: [string, Locale][] = [
  ["/", "it"],
  ["/ai-music-video-generator", "de"],
  ["/suno-music-video", "es"],
  ["/ai-music-video", "fr"],
  ["/ai-singers-video", "pt-br"],
  ["/udio-music-video", "it"],
]

for (const [englishPath, locale] of pages) {
  const { page: content, copy, path } = wordsOf(englishPath, locale)

  test(`@mobile ${path} is in ${localeInfo[locale].name}: its hero, sections, <html lang>, canonical and hreflang to all six languages`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title)
    await expect(page.getByText(content.hero.subtitle)).toBeVisible()
    await expect(page.getByText(copy.heroCopy.badge)).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: copy.demoCopy.title })).toBeAttached()
    await expect(page.getByRole("heading", { level: 2, name: copy.testimonialsCopy.title })).toBeAttached()
    await expect(page.getByRole("heading", { level: 2, name: copy.closingCopy.title })).toBeAttached()
    await expect(page).toHaveTitle(new RegExp(`^${content.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", content.description)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path))

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]))
    expect(alternates.sort()).toEqual(
      [
        ...locales.map((l) => [localeInfo[l].tag, absoluteUrl(localizePath(englishPath, l))]),
        ["x-default", absoluteUrl(englishPath)],
      ].sort(),
    )
    // Nothing of the English sections is left on the page.
    const english = wordsOf(englishPath, "en")
    for (const sentence of [
      english.page.hero.title,
      english.copy.heroCopy.badge,
      english.copy.demoCopy.lead,
      english.copy.closingCopy.title,
    ]) {
      await expect(page.getByText(sentence, { exact: true })).toHaveCount(0)
    }
  })
}

test("@mobile a German landing page's calls to action are German and open the app, and its feature links stay in German", async ({
  page,
}) => {
  const { copy, path } = wordsOf("/ai-music-video-generator", "de")
  await page.goto(path)
  const hero = page.getByRole("link", { name: new RegExp(copy.heroCopy.cta) }).first()
  await expect(hero).toHaveAttribute("href", APP_URL)
  await expect(hero).toHaveAttribute("target", "_blank")
  const closing = section(page, copy.closingCopy.title)
  await expect(closing.getByRole("link", { name: new RegExp(copy.closingCopy.start) })).toHaveAttribute("href", APP_URL)
  await expect(closing.getByRole("link", { name: new RegExp(copy.closingCopy.webApp) })).toHaveAttribute("href", APP_URL)
  await expect(closing.getByRole("link", { name: /App Store/ })).toContainText(copy.storeBadges.ios)
  await expect(closing.getByRole("link", { name: /Google Play/ })).toContainText(copy.storeBadges.android)
  await expect(page.locator("#features a[href^='/features/']")).toHaveCount(0)
  await expect(page.locator("#features a[href^='/de/funktionen/']").first()).toBeAttached()
})

test("@mobile the demo plays in French, from the section and from the closing dialog", async ({ page }) => {
  const { copy, path } = wordsOf("/", "fr")
  await page.goto(path)
  const demo = section(page, copy.demoCopy.title)
  await demo.scrollIntoViewIfNeeded()
  await demo.getByRole("button", { name: copy.demoCopy.playLabel }).click()
  const player = demo.getByLabel(copy.demoCopy.videoTitle)
  await expect(player).toHaveAttribute("src", "/media/demo/walkthrough.mp4")
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0)

  const closing = section(page, copy.closingCopy.title)
  await closing.getByRole("button", { name: copy.closingCopy.watchDemo }).click()
  const dialog = page.getByRole("dialog", { name: copy.demoCopy.videoTitle })
  await expect(dialog.getByLabel(copy.demoCopy.videoTitle)).toHaveAttribute("src", "/media/demo/walkthrough.mp4")
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
})

test("@mobile a Spanish screenshot opens larger under its Spanish name, and the quotes are rated in Spanish", async ({
  page,
}) => {
  const { path } = wordsOf("/", "es")
  await page.goto(path)
  await page.getByRole("button", { name: "Vista previa en tiempo real: ver en grande" }).click()
  const dialog = page.getByRole("dialog", { name: "Vista previa en tiempo real" })
  await expect(dialog.getByRole("img", { name: /reproductor de vista previa/ })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(page.locator("#testimonials").getByRole("img", { name: "Calificación: 5 de 5" }).first()).toBeVisible()
  await expect(page.locator("#testimonials").getByText("Maya Chen")).toBeVisible()
})

trackedTest(
  "on a German landing page, Get started opens the app and the closing call to action is measured with its German label",
  async ({ page }) => {
    // Consent is the site's, given once on the English home page; the German page then measures.
    await page.goto("/")
    await page
      .getByRole("dialog", { name: /Your privacy, your choice|Cookie preferences/ })
      .getByRole("button", { name: "Accept all" })
      .click()
    const { copy, path } = wordsOf("/ai-music-video-generator", "de")
    await page.goto(path)
    const [hero] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByRole("link", { name: new RegExp(copy.heroCopy.cta) })
        .first()
        .click(),
    ])
    await hero.close()
    await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: "web_app_access", source: "hero" }))

    const closing = section(page, copy.closingCopy.title)
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      closing.getByRole("link", { name: new RegExp(copy.closingCopy.start) }).click(),
    ])
    expect(popup.url()).toContain(APP_URL)
    await popup.close()
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event: "cta_click", source: "closing-cta", label: copy.closingCopy.start }))
  },
)
