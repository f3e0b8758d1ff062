import type { Locator, Page } from "@playwright/test"
import { landingMarkdownPage, landingPages } from "#app/content/landing-pages.ts"
import type { LandingWords } from "#app/content/landing-page.server.ts"
import { markdownFrontmatter } from "./markdown-words.ts"
import { expect, test } from "./fixtures.ts"

const APP_URL = "https://app.syncreel.com"

async function expectOpensApp(link: Locator) {
  await expect(link).toHaveAttribute("href", APP_URL)
  await expect(link).toHaveAttribute("target", "_blank")
  await expect(link).toHaveAttribute("rel", /noopener/)
}

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true })

test("@mobile the hero shows the badge, title and tools, and Get started opens the app in a new tab", async ({
  page,
  context,
}) => {
  // The new tab really navigates: the app's host answers from a stub, not the internet.
  await context.route(`${APP_URL}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Syncreel app</title>" }),
  )
  await page.goto("/")
  const hero = section(page, "Best AI for Music Video Production")
  await expect(hero.getByRole("heading", { level: 1, name: "Best AI for Music Video Production" })).toBeVisible()
  await expect(hero.getByText("#1 AI Music Video Tool")).toBeVisible()
  await expect(hero.getByText(/Works with songs made in Suno and Udio/)).toBeVisible()
  await expect(hero.getByText("First 3 videos free, no credit card")).toBeVisible()
  await expectOpensApp(hero.getByRole("link", { name: /Get started/ }))
  const [popup] = await Promise.all([page.waitForEvent("popup"), hero.getByRole("link", { name: /Get started/ }).click()])
  expect(popup.url()).toContain(APP_URL)
  await popup.close()
})

test("@mobile the hero loop plays and can be paused, and stays still for visitors who ask for reduced motion", async ({
  page,
}) => {
  // The suite's visitors ask for reduced motion (playwright.config.ts): this one asks for nothing.
  await page.emulateMedia({ reducedMotion: "no-preference" })
  await page.goto("/")
  const loop = page.locator("#main video").first()
  await expect(loop).toHaveAttribute("data-playing", "true")
  // WCAG 2.2.2: a loop that starts by itself can be paused, and played again, with the keyboard.
  const pause = page.getByRole("button", { name: "Pause background video" })
  await pause.focus()
  await page.keyboard.press("Enter")
  await expect.poll(() => loop.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
  await page.getByRole("button", { name: "Play background video" }).press("Enter")
  await expect.poll(() => loop.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)

  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.goto("/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  const still = page.locator("#main video").first()
  await expect(still).toHaveAttribute("data-playing", "false")
  expect(await still.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true)
  // Nothing moves, so there is nothing to pause.
  await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0)
})

test("@mobile each feature links to its page and View Examples scrolls to the examples", async ({ page }) => {
  await page.goto("/")
  const features = page.locator("#features")
  for (const [title, slug] of [
    ["Lightning Fast", "lightning-fast"],
    ["Perfect Sync", "perfect-sync"],
    ["Lip Sync", "lip-sync"],
    ["Multiple Formats", "multiple-formats"],
    ["AI Enhancement", "ai-enhancement"],
    ["Instant Export", "instant-export"],
  ]) {
    await expect(features.getByRole("link", { name: `Learn more about ${title}` })).toHaveAttribute("href", `/features/${slug}`)
  }
  await expectOpensApp(features.getByRole("link", { name: /Start Creating Now/ }))
  await features.getByRole("link", { name: "View Examples" }).click()
  await expect(page).toHaveURL(/#examples$/)
  await expect(page.getByRole("heading", { name: "One track in, a music video out" })).toBeInViewport()
})

test("@mobile the demo loads its player only when play is pressed", async ({ page }) => {
  await page.goto("/")
  const demo = section(page, "See It In Action")
  await demo.scrollIntoViewIfNeeded()
  await expect(demo.locator("video, iframe")).toHaveCount(0)
  await demo.getByRole("button", { name: "Play the product walkthrough video" }).click()
  const player = demo.getByLabel("Syncreel product walkthrough")
  await expect(player).toHaveAttribute("src", "/media/demo/walkthrough.mp4")
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0)
})

test("@mobile a showcase screenshot opens larger in a dialog that Escape, the close button and the backdrop close", async ({
  page,
}) => {
  await page.goto("/")
  const card = page.getByRole("button", { name: "Real-time Preview: view larger" })
  const dialog = page.getByRole("dialog", { name: "Real-time Preview" })

  await card.click()
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole("img", { name: /preview player/ })).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()

  await card.click()
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()

  await card.click()
  await expect(dialog).toBeVisible()
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
  await expect(card).toBeFocused()
})

test("@mobile the examples play in a modal, and closing it stops playback", async ({ page }) => {
  await page.goto("/")
  const examples = page.locator("#examples")
  await expect(examples.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(4)
  for (const duration of ["3:00", "2:26", "1:30", "2:34"]) await expect(examples.getByText(duration)).toBeVisible()
  await expect(examples.getByText("Synthwave", { exact: true })).toBeVisible()

  const watch = examples.getByRole("button", { name: /Watch Full Video\s*: Neon Nights/ })
  await watch.click()
  const dialog = page.getByRole("dialog", { name: "Neon Nights" })
  const player = dialog.getByLabel("Neon Nights example video")
  await expect(player).toHaveAttribute("src", "/media/examples/neon-nights.mp4")
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0)
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.locator("video[src$='neon-nights.mp4']")).toHaveCount(0)
  await expect(watch).toBeFocused()
})

test("@mobile the examples sit in three columns on desktop and one on a phone", async ({ page }) => {
  await page.goto("/")
  const cards = page.locator("#examples ul").first().locator(":scope > li")
  const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
  const columns = tops.filter((top) => top === tops[0]).length
  expect(columns).toBe((page.viewportSize()?.width ?? 0) >= 1024 ? 3 : 1)
})

test("@mobile the pricing toggle switches prices and features, Continue opens the app, Contact Sales drafts a mail", async ({
  page,
}) => {
  await page.goto("/")
  const pricing = page.locator("#pricing")
  const toggle = pricing.getByRole("switch", { name: "Billed Yearly (Save up to 21%)" })
  const ultra = pricing.getByRole("listitem", { name: "Ultra" })
  await expect(toggle).toBeChecked()
  await expect(ultra.getByText("$16.50")).toBeVisible()
  await expect(ultra.getByText("24,000 tokens/year")).toBeVisible()
  await toggle.click()
  await expect(toggle).not.toBeChecked()
  await expect(ultra.getByText("$21")).toBeVisible()
  await expect(ultra.getByText("2,000 tokens/month")).toBeVisible()
  await expect(pricing.getByRole("listitem", { name: "Hyper" }).getByText("$104")).toBeVisible()
  for (const name of ["Basic", "Super", "Ultra", "Hyper"]) {
    await expectOpensApp(pricing.getByRole("link", { name: new RegExp(`Continue with ${name}`) }))
  }
  await expect(pricing.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
    "href",
    "mailto:sales@syncreel.com?subject=Syncreel%20plans%20for%20my%20team",
  )
})

test("@mobile the testimonials show six rated quotes", async ({ page }) => {
  await page.goto("/")
  const testimonials = page.locator("#testimonials")
  await expect(testimonials.getByRole("blockquote")).toHaveCount(6)
  await expect(testimonials.getByRole("img", { name: "Rated 5 out of 5" }).first()).toBeVisible()
})

test("@mobile the closing call to action opens the app, the stores and the demo", async ({ page }) => {
  await page.goto("/")
  const closing = section(page, "Your next release deserves a music video")
  await expectOpensApp(closing.getByRole("link", { name: /Start Creating Now/ }))
  await expectOpensApp(closing.getByRole("link", { name: /Open the web app/ }))
  await expect(closing.getByRole("link", { name: /App Store/ })).toHaveAttribute("href", /apps\.apple\.com/)
  await expect(closing.getByRole("link", { name: /Google Play/ })).toHaveAttribute("href", /play\.google\.com/)

  const watch = closing.getByRole("button", { name: "Watch Demo" })
  await watch.click()
  const dialog = page.getByRole("dialog", { name: "Syncreel product walkthrough" })
  const player = dialog.getByLabel("Syncreel product walkthrough")
  await expect(player).toHaveAttribute("src", "/media/demo/walkthrough.mp4")
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0)
  await page.keyboard.press("Escape")
  await expect(dialog).toBeHidden()
  await expect(page.locator("video[src$='walkthrough.mp4']")).toHaveCount(0)
  await expect(watch).toBeFocused()
})

test("@mobile the home page asks nothing of a third-party host as it loads and scrolls", async ({ page }) => {
  const hosts = new Set<string>()
  page.on("request", (request) => hosts.add(new URL(request.url()).host))
  await page.goto("/")
  for (const id of ["features", "examples", "pricing", "testimonials"]) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded()
  }
  await page.keyboard.press("End")
  await page.waitForLoadState("networkidle")
  expect([...hosts]).toEqual([new URL(page.url()).host])
})

test("the home page describes the organisation, the site and the example videos in structured data", async ({ page }) => {
  await page.goto("/")
  const blocks = await page.locator("head script[type='application/ld+json']").allTextContents()
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>)
  expect(data.map((d) => d["@type"]).sort()).toEqual(["Organization", "VideoGallery", "WebSite"])
  const gallery = data.find((d) => d["@type"] === "VideoGallery") as {
    mainEntity: { itemListElement: { item: Record<string, string> }[] }
  }
  expect(gallery.mainEntity.itemListElement).toHaveLength(4)
  for (const { item } of gallery.mainEntity.itemListElement) {
    expect(item["@type"]).toBe("VideoObject")
    expect(item.thumbnailUrl).toMatch(/^http:\/\/localhost:3000\/media\/examples\/.+-960\.webp$/)
    expect(item.contentUrl).toMatch(/^http:\/\/localhost:3000\/media\/examples\/.+\.mp4$/)
    expect(item.duration).toMatch(/^PT\d+S$/)
  }
})

for (const entry of landingPages) {
  const { path } = entry
  const landing = markdownFrontmatter<LandingWords>(landingMarkdownPage(entry), "en")
  test(`@mobile ${path} has its own head and hero, and the home page's sections`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveTitle(`${landing.title} | Syncreel`)
    await expect(page.locator("head meta[name='description']")).toHaveAttribute("content", landing.description)
    await expect(page.locator("head link[rel='canonical']")).toHaveAttribute("href", `http://localhost:3000${path}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.hero.title)
    await expect(page.getByText(landing.hero.subtitle)).toBeVisible()
    for (const id of ["features", "examples", "pricing", "testimonials"]) await expect(page.locator(`#${id}`)).toHaveCount(1)
    await expectOpensApp(page.getByRole("link", { name: /Get started/ }))
  })
}
