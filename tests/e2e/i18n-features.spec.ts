// The features and the example videos in another language (issue 19): a feature page and a watch
// page render in their language with its search signals, their links stay in it, the watch page's
// player plays with captions in the page's language, and the home page's feature cards lead to the
// same language's feature pages, measured as ever.
import type { Page } from "@playwright/test"
import { catalogText } from "./catalog-words.ts"
import { featurePageWords } from "./feature-page-words.ts"
import { expect, test } from "./fixtures.ts"
import { banner, dataLayer, test as trackedTest } from "./tracked-site.ts"

/** A German example's words, from the German catalog (`examples.items.<slug>`). */
const german = (slug: string) => ({
  description: catalogText("de", `examples.items.${slug}.description`),
  captions: [catalogText("de", `examples.items.${slug}.captions.music`)],
})
const neon = german("neon-nights")

/** The page's language, canonical and hreflang links as a search engine reads them. */
async function searchSignals(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    canonical: new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname,
    hreflang: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [
        l.hreflang,
        new URL(l.href).pathname,
      ]),
    ),
  }))
}

test("@mobile an Italian feature page is in Italian and names its versions in every language", async ({ page }) => {
  await page.goto("/it/funzionalita/lip-sync")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(featurePageWords("lip-sync", "it").headline)
  await expect(main.getByText(featurePageWords("lip-sync", "it").intro)).toBeVisible()
  await expect(main.getByRole("heading", { name: "Note sulle piattaforme" })).toBeVisible()
  await expect(main.getByRole("columnheader", { name: "Dimensione massima del file" })).toBeVisible()
  // None of the English page's words around the copy.
  await expect(main).not.toContainText("Platform notes")
  await expect(main).not.toContainText("Learn more")
  expect(await searchSignals(page)).toEqual({
    lang: "it",
    canonical: "/it/funzionalita/lip-sync",
    hreflang: {
      en: "/features/lip-sync",
      it: "/it/funzionalita/lip-sync",
      es: "/es/funciones/lip-sync",
      de: "/de/funktionen/lip-sync",
      fr: "/fr/fonctionnalites/lip-sync",
      "pt-BR": "/pt-br/recursos/lip-sync",
      "x-default": "/features/lip-sync",
    },
  })
  await expect(page).toHaveTitle(featurePageWords("lip-sync", "it").title)
})

test("the other features of an Italian feature page lead to Italian feature pages", async ({ page }) => {
  await page.goto("/it/funzionalita/lip-sync")
  const others = page.getByRole("navigation", { name: "Altre funzionalità" })
  await expect(others.getByRole("link")).toHaveCount(5)
  await others.getByRole("link", { name: /Velocissimo/ }).click()
  await expect(page).toHaveURL(/\/it\/funzionalita\/velocissimo$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(featurePageWords("lightning-fast", "it").headline)
  await expect(page.locator("html")).toHaveAttribute("lang", "it")
})

test("@mobile a German watch page is in German and its other examples stay in German", async ({ page }) => {
  await page.goto("/de/beispiele/neon-nights")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Neon Nights")
  await expect(main.getByText(neon.description)).toBeVisible()
  await expect(main.getByText("Oben läuft eine Vorschau von 10 Sekunden aus dem ganzen, 3:00 langen Video")).toBeVisible()
  await expect(main.getByRole("heading", { name: "Transkript" })).toBeVisible()
  await expect(main.getByRole("link", { name: catalogText("de", "examples.watch.makeOneLikeThis") })).toBeVisible()
  expect(await searchSignals(page)).toEqual({
    lang: "de",
    canonical: "/de/beispiele/neon-nights",
    hreflang: {
      en: "/examples/neon-nights",
      it: "/it/esempi/neon-nights",
      es: "/es/ejemplos/neon-nights",
      de: "/de/beispiele/neon-nights",
      fr: "/fr/exemples/neon-nights",
      "pt-BR": "/pt-br/exemplos/neon-nights",
      "x-default": "/examples/neon-nights",
    },
  })
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)).toContainEqual(
    expect.objectContaining({ "@type": "VideoObject", inLanguage: "de", description: neon.description }),
  )
  const more = page.getByRole("navigation", { name: "Weitere Beispiele" })
  await more.getByRole("link", { name: /Festival Drop/ }).click()
  await expect(page).toHaveURL(/\/de\/beispiele\/festival-drop$/)
  await expect(page.getByRole("main").getByText(german("festival-drop").description)).toBeVisible()
})

test("@mobile the German watch page's player plays with German captions showing", async ({ page }) => {
  await page.goto("/de/beispiele/neon-nights")
  const video = page.getByRole("main").locator("video")
  await expect(video).toHaveAccessibleName("Beispielvideo Neon Nights")
  await page.getByRole("button", { name: "Neon Nights abspielen" }).click()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0)
  await expect
    .poll(() =>
      video.evaluate((v: HTMLVideoElement) => {
        const track = v.textTracks[0]!
        return {
          language: track.language,
          label: track.label,
          mode: track.mode,
          cues: [...(track.cues ?? [])].map((c) => (c as VTTCue).text),
        }
      }),
    )
    .toEqual({ language: "de", label: "Deutsch", mode: "showing", cues: neon.captions })
})

test("the German home page's feature cards lead to the German feature pages", async ({ page }) => {
  await page.goto("/de")
  const cards = page.locator("#features").getByRole("link", { name: /^Mehr erfahren über / })
  await expect(cards).toHaveCount(6)
  expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
    "/de/funktionen/blitzschnell",
    "/de/funktionen/perfekte-synchronisation",
    "/de/funktionen/lip-sync",
    "/de/funktionen/mehrere-formate",
    "/de/funktionen/ki-optimierung",
    "/de/funktionen/sofort-export",
  ])
  await page.locator("#features").getByRole("link", { name: "Mehr erfahren über Lip-Sync" }).click()
  await expect(page).toHaveURL(/\/de\/funktionen\/lip-sync$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(featurePageWords("lip-sync", "de").headline)
})

trackedTest("a German visitor's feature card click and feature page view are measured as feature_interest", async ({ page }) => {
  await page.goto("/")
  await banner(page).getByRole("button", { name: "Accept all" }).click()
  await page.goto("/de")
  await page.locator("#features").getByRole("link", { name: "Mehr erfahren über Lip-Sync" }).click()
  await expect(page).toHaveURL(/\/de\/funktionen\/lip-sync$/)
  for (const action of ["card_click", "page_view"]) {
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(expect.objectContaining({ event: "feature_interest", feature: "lip-sync", action }))
  }
})
