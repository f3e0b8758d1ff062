import { expect, test } from "./fixtures.ts"

const APP_URL = "https://app.syncreel.com"

test("the navigation bar is transparent at 50 px of scroll and opaque at 51 px", async ({ page }) => {
  await page.goto("/")
  const header = page.locator("header").first()
  await expect(header).toHaveAttribute("data-scrolled", "false")
  await page.evaluate(() => window.scrollTo({ top: 50, behavior: "instant" }))
  await expect(header).toHaveAttribute("data-scrolled", "false")
  await expect(header).toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
  await page.evaluate(() => window.scrollTo({ top: 51, behavior: "instant" }))
  await expect(header).toHaveAttribute("data-scrolled", "true")
  await expect(header).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)")
})

test("the logo links home and Sign In opens the app in a new tab", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  await page.goto("/no-such-page")
  const nav = page.getByRole("navigation", { name: "Main" })
  const signIn = nav.getByRole("link", { name: "Sign In" })
  await expect(signIn).toHaveAttribute("href", APP_URL)
  await expect(signIn).toHaveAttribute("target", "_blank")
  await expect(signIn).toHaveAttribute("rel", /noopener/)
  await nav.getByRole("link", { name: /Syncreel/ }).click()
  await expect(page).toHaveURL("/")
})

test("section links scroll the home page to their section", async ({ page }) => {
  await page.goto("/")
  for (const [name, id] of [
    ["Pricing", "pricing"],
    ["Features", "features"],
    ["Testimonials", "testimonials"],
    ["Examples", "examples"],
  ]) {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click()
    await expect(page.locator(`#${id}`)).toBeInViewport()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
  }
})

test("a section link on another page goes home and scrolls to the section", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  for (const [path, section] of [
    ["/somewhere-else", "Pricing"],
    ["/terms-and-conditions", "Pricing"],
    ["/blog", "Examples"],
  ] as const) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: section, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/#${section.toLowerCase()}$`))
    await expect(page.locator(`#${section.toLowerCase()}`)).toBeInViewport()
  }
})

test("@mobile a section link in the menu on another page goes home and scrolls to the section", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/terms-and-conditions")
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  await page.getByRole("button", { name: "Open menu" }).click()
  await page.locator("#mobile-menu").getByRole("link", { name: "Pricing", exact: true }).click()
  await expect(page).toHaveURL(/\/#pricing$/)
  await expect(page.locator("#mobile-menu")).toBeHidden()
  await expect(page.locator("#pricing")).toBeInViewport()
})

test("the head holds one title, description and canonical URL, the page's own, before and after a client navigation", async ({
  page,
}) => {
  const head = () =>
    page.evaluate(() => ({
      titles: [...document.querySelectorAll("title")].map((title) => title.textContent),
      descriptions: document.querySelectorAll('meta[name="description"]').length,
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
        (link) => new URL(link.getAttribute("href") ?? "").pathname,
      ),
    }))
  await page.goto("/terms-and-conditions")
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "")
  expect(await head()).toEqual({
    titles: [expect.stringMatching(/Terms/)],
    descriptions: 1,
    canonicals: ["/terms-and-conditions"],
  })
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories and guides for AI music video creators")
  await expect.poll(head).toEqual({ titles: [expect.stringMatching(/Blog/)], descriptions: 1, canonicals: ["/blog"] })
  await page.goBack()
  await expect
    .poll(head)
    .toEqual({ titles: [expect.stringMatching(/Terms/)], descriptions: 1, canonicals: ["/terms-and-conditions"] })
})

test("back on the page the visit started on, the header, the footer and the page's content are all there", async ({ page }) => {
  await page.goto("/terms-and-conditions")
  const header = page.getByRole("banner")
  const footer = page.getByRole("contentinfo")
  const counts = async () => ({ header: await header.getByRole("link").count(), footer: await footer.getByRole("link").count() })
  const first = await counts()
  expect(first.header).toBeGreaterThan(3)
  expect(first.footer).toBeGreaterThan(10)
  await header.getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page).toHaveURL("/blog")
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible()
  await expect(header.getByRole("link", { name: "Blog", exact: true })).toBeVisible()
  expect(await counts()).toEqual(first)
  await expect(page.getByRole("main").getByText("Governing law", { exact: false }).first()).toBeAttached()
})

test("the Blog link goes to /blog", async ({ page }) => {
  await page.goto("/")
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog", exact: true })).toHaveAttribute(
    "href",
    "/blog",
  )
})

test("@mobile the menu button toggles the menu, an item closes it, Escape closes it and returns focus", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/")
  const button = page.getByRole("button", { name: "Open menu" })
  const menu = page.locator("#mobile-menu")
  await expect(menu).toBeHidden()
  await expect(button).toHaveAttribute("aria-expanded", "false")
  await button.click()
  await expect(menu).toBeVisible()
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true")
  for (const item of ["Features", "Examples", "Pricing", "Testimonials", "Blog", "Sign In"]) {
    await expect(menu.getByRole("link", { name: item })).toBeVisible()
  }
  await menu.getByRole("link", { name: "Pricing" }).click()
  await expect(menu).toBeHidden()
  await expect(page.locator("#pricing")).toBeInViewport()

  await page.getByRole("button", { name: "Open menu" }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused()
})

test("@mobile Escape closes the menu even the moment it opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/")
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible()
  // The menu opens, and before the browser draws another frame the visitor presses Escape: a fast
  // keyboard user, or a busy machine that delivers input ahead of the page's own timers.
  const shown = await page.evaluate(async () => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!
    button.click()
    await new Promise<void>((resolve) => queueMicrotask(resolve))
    const open = !document.getElementById("mobile-menu")!.hasAttribute("hidden")
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
    return open
  })
  expect(shown).toBe(true)
  await expect(page.locator("#mobile-menu")).toBeHidden()
})

test("the footer links the social pages, the stores, the privacy policy and the terms", async ({ page }) => {
  await page.goto("/")
  const footer = page.locator("footer")
  for (const network of ["Instagram", "Facebook", "YouTube"]) {
    const link = footer.getByRole("link", { name: new RegExp(`on ${network}`) })
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toHaveAttribute("rel", /noopener/)
  }
  await expect(footer.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /apps\.apple\.com/)
  await expect(footer.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /play\.google\.com/)
  await expect(footer.getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", /^https:\/\//)
  await expect(footer.getByRole("link", { name: /Featured on/ })).toHaveAttribute("target", "_blank")
  await expect(footer.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms-and-conditions")
  const featureLinks = footer.getByRole("navigation", { name: "Features" }).getByRole("link")
  await expect(featureLinks).toHaveCount(6)
  for (const slug of ["lightning-fast", "perfect-sync", "lip-sync", "multiple-formats", "ai-enhancement", "instant-export"]) {
    await expect(footer.locator(`a[href="/features/${slug}"]`)).toHaveCount(1)
  }
})

test("an unknown path shows Scene Not Found with its path, answers 404 and logs the path", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  const warnings: string[] = []
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()))
  const response = await page.goto("/this/does-not-exist?x=1")
  expect(response?.status()).toBe(404)
  await expect(page.getByRole("heading", { name: "Scene Not Found" })).toBeVisible()
  await expect(page.getByText("got cut from the final edit")).toBeVisible()
  await expect(page.getByText("/this/does-not-exist?x=1")).toBeVisible()
  await expect(page).toHaveTitle(/Scene Not Found/)
  await expect.poll(() => warnings.some((w) => w.includes("/this/does-not-exist"))).toBe(true)
  await page.getByRole("link", { name: "Back to Home" }).click()
  await expect(page).toHaveURL("/")
})

test("Go Back on the not-found screen returns to the previous page", async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404/)
  await page.goto("/")
  await page.goto("/missing-page")
  await page.getByRole("button", { name: "Go Back" }).click()
  await expect(page).toHaveURL("/")
})
