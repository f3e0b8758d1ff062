import type { Page } from "@playwright/test"
import { expectNoViolations } from "./axe.ts"
import { expect, test } from "./fixtures.ts"
import { test as trackedTest } from "./tracked-site.ts"

// The site's chrome in six languages (issue 19): the header and footer in the page's language, the
// language switcher that keeps the visitor on the same page, the bar that suggests the visitor's
// own language, and the consent banner and not-found screen in French.

const NATIVE_NAMES = ["English", "Italiano", "Español", "Deutsch", "Français", "Português (Brasil)"]

const header = (page: Page) => page.locator("header").first()
const switcherButton = (page: Page, name: RegExp) => header(page).getByRole("button", { name })
const footerLanguages = (page: Page, label: string) => page.locator("footer").getByRole("navigation", { name: label })

test("the switcher on the Italian lip-sync page lists its six languages and goes to the German page", async ({ page }) => {
  await page.goto("/it/funzionalita/lip-sync")
  await switcherButton(page, /Lingua/).click()
  const list = header(page).getByRole("list", { name: "Lingua" })
  await expect(list.getByRole("link")).toHaveText(NATIVE_NAMES)
  await expect(list.getByRole("link", { name: "Italiano" })).toHaveAttribute("aria-current", "page")
  const german = list.getByRole("link", { name: "Deutsch" })
  await expect(german).toHaveAttribute("hreflang", "de")
  await expect(german).toHaveAttribute("lang", "de")
  await german.click()
  await expect(page).toHaveURL("/de/funktionen/lip-sync")
  await expect(page.locator("html")).toHaveAttribute("lang", "de")
})

test("on the terms, which exist in English and Italian, the switcher and the footer list only those two", async ({ page }) => {
  await page.goto("/terms-and-conditions")
  await switcherButton(page, /Language/).click()
  await expect(header(page).getByRole("list", { name: "Language" }).getByRole("link")).toHaveText(["English", "Italiano"])
  await expect(footerLanguages(page, "Language").getByRole("link")).toHaveText(["English", "Italiano"])
  await expect(footerLanguages(page, "Language").getByRole("link", { name: "Italiano" })).toHaveAttribute(
    "href",
    "/it/termini-e-condizioni",
  )
})

test("the switcher works from the keyboard: it opens, its links take focus, Escape closes it", async ({ page }) => {
  await page.goto("/it/prezzi")
  const button = switcherButton(page, /Lingua/)
  await button.focus()
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await page.keyboard.press("Enter")
  await expect(button).toHaveAttribute("aria-expanded", "true")
  await page.keyboard.press("Tab")
  await expect(header(page).getByRole("link", { name: "English" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await expect(button).toBeFocused()
  await expect(header(page).getByRole("list", { name: "Lingua" })).toBeHidden()
  await page.keyboard.press("Enter")
  for (let i = 0; i < 4; i++) await page.keyboard.press("Tab")
  await expect(header(page).getByRole("link", { name: "Deutsch" })).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL("/de/preise")
})

test("the footer's language list loads the other language as a whole document, on the same page", async ({ page }) => {
  await page.goto("/it/prezzi")
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const footer = footerLanguages(page, "Lingua")
  await expect(footer.getByRole("link", { name: "Italiano" })).toHaveAttribute("aria-current", "page")
  await footer.getByRole("link", { name: "Français" }).click()
  await expect(page).toHaveURL("/fr/tarifs")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(false)
  await expect(page.locator("footer").getByRole("heading", { name: "Fonctionnalités" })).toBeVisible()
})

test("the German header and footer link to German pages, and say so where a page is English only", async ({ page }) => {
  await page.goto("/de")
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" })
  await expect(nav.getByRole("link", { name: "Preise", exact: true })).toHaveAttribute("href", "/de#pricing")
  await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/de/blog")
  await expect(nav.getByRole("link", { name: "Anmelden" })).toBeVisible()
  const footer = page.locator("footer")
  // A feature's footer link says its name as the feature's card does.
  await expect(footer.getByRole("link", { name: "Perfekte Synchronisation" })).toHaveAttribute(
    "href",
    "/de/funktionen/perfekte-synchronisation",
  )
  const terms = footer.getByRole("link", { name: "AGB (auf Englisch)" }).last()
  await expect(terms).toHaveAttribute("href", "/terms-and-conditions")
  await expect(terms).toHaveAttribute("hreflang", "en")
  await expect(footer.getByRole("link", { name: "Cookie-Richtlinie" })).toHaveAttribute("href", "/de/cookie-richtlinie")
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached()
})

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" })

  test("on an English page is offered the German page, in German, and a dismissal is remembered", async ({ page }) => {
    await page.goto("/pricing")
    const bar = page.getByRole("complementary", { name: "Diese Seite gibt es auch auf Deutsch." })
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute("lang", "de")
    await expect(bar.getByRole("link", { name: "Auf Deutsch lesen" })).toHaveAttribute("href", "/de/preise")
    // An overlay under the header: it takes no room from the page.
    await expect(bar).toHaveCSS("position", "fixed")
    await bar.getByRole("button", { name: "Schließen" }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await page.goto("/")
    await expect(page.locator("[data-language-suggestion]")).toHaveCount(0)
    expect(await page.evaluate(() => document.cookie)).toBe("")
  })

  test("axe finds no violation with the suggestion bar showing and the switcher open @mobile", async ({ page }) => {
    await page.goto("/pricing")
    await expect(page.locator("[data-language-suggestion]")).toBeVisible()
    await switcherButton(page, /Language/).click()
    await expect(header(page).getByRole("list", { name: "Language" })).toBeVisible()
    await expectNoViolations(page)
  })

  test("on the German page itself, or a page with no German version, sees no suggestion", async ({ page }) => {
    await page.goto("/de/preise")
    await page.goto("/terms-and-conditions")
    await expect(page.locator("[data-language-suggestion]")).toHaveCount(0)
    await page.goto("/de")
    await expect(page.locator("[data-language-suggestion]")).toHaveCount(0)
  })

  test("is never redirected by its language, and the suggestion is not in the server's HTML", async ({ page, request }) => {
    const response = await request.get("/pricing", { headers: { "Accept-Language": "de-DE,de;q=0.9" }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="en"')
    expect(html).not.toContain("data-language-suggestion")
    expect(html).not.toContain("Diese Seite gibt es auch auf Deutsch.</")
    await page.goto("/pricing")
    await expect(page).toHaveURL("/pricing")
  })
})

test("the not-found screen speaks French under /fr, with its head and the languages' home pages", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  const response = await page.goto("/fr/cette-page-n-existe-pas")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scène introuvable")
  await expect(page).toHaveTitle("Scène introuvable | Syncreel")
  await expect(page.locator("html")).toHaveAttribute("lang", "fr")
  await expect(page.getByRole("link", { name: "Retour à l’accueil" })).toHaveAttribute("href", "/fr")
  await expect(footerLanguages(page, "Langue").getByRole("link")).toHaveText(NATIVE_NAMES)
  await expect(footerLanguages(page, "Langue").getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/de")
  await expectNoViolations(page)
})

trackedTest("the consent banner speaks French on a French page and links to the French cookie policy", async ({ page }) => {
  await page.goto("/fr")
  const dialog = page.getByRole("dialog", { name: "Votre vie privée, votre choix" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("link", { name: "Lire notre politique de cookies" })).toHaveAttribute(
    "href",
    "/fr/politique-cookies",
  )
  await dialog.getByRole("button", { name: "Personnaliser" }).click()
  const preferences = page.getByRole("dialog", { name: "Préférences de cookies" })
  await expect(preferences.getByRole("switch", { name: "Mesure d’audience" })).toBeVisible()
  await preferences.getByRole("button", { name: "Enregistrer mes choix" }).click()
  await expect(page.getByRole("dialog")).toHaveCount(0)
})
