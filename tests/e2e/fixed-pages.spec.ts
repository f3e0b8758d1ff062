import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"

const APP_URL = "https://app.syncreel.com"

// Every fixed page, with a heading only that page shows.
const pages: { path: string; heading: RegExp }[] = [
  { path: "/blog/how-to-create-ai-music-videos-2024", heading: /How to Create an AI Music Video/ },
  { path: "/blog/best-ai-music-video-tools-2024", heading: /Syncreel vs Kaiber vs Neural Frames/ },
  { path: "/blog/viral-ai-music-video-tips", heading: /10 Tips for AI Music Videos/ },
  { path: "/blog/ai-vs-traditional-music-videos", heading: /AI vs Traditional Music Videos/ },
  { path: "/blog/ai-music-market-growth-2025", heading: /AI Music Market Growth in 2025/ },
  { path: "/blog/ai-video-creation-trends-2025", heading: /AI Video Creation Trends for 2025/ },
  { path: "/blog/suno-vs-udio-battle-supremacy-2025", heading: /Suno vs Udio in 2025/ },
  { path: "/blog/how-to-use-nanobanana", heading: /How to Use Nano Banana/ },
  { path: "/blog/best-ai-music-video-creation-tools-2025", heading: /The 5 Best AI Music Video Creation Tools/ },
  { path: "/blog/kling-2-5-turbo-best-ai-video-tool", heading: /Kling 2\.5 Turbo for Music Videos/ },
  { path: "/blog/sora-2-for-music-videos", heading: /Sora 2 for Music Videos/ },
  { path: "/blog/google-veo-31-day-zero", heading: /Google Veo 3\.1 on Day Zero/ },
  { path: "/features/lightning-fast", heading: /under 5 minutes/ },
  { path: "/features/perfect-sync", heading: /lands on the beat/ },
  { path: "/features/lip-sync", heading: /Every word sung/ },
  { path: "/features/multiple-formats", heading: /Vertical, horizontal and square/ },
  { path: "/features/ai-enhancement", heading: /Cinematic light, color and detail/ },
  { path: "/features/instant-export", heading: /Download your video the moment/ },
  { path: "/nano-banana-integration", heading: /characters, now singing your songs/ },
  { path: "/delete-account", heading: /Delete Your Account/ },
  { path: "/affiliate", heading: /30% recurring commission/ },
  { path: "/terms-and-conditions", heading: /Terms and Conditions/ },
]

async function headData(page: Page) {
  return {
    title: await page.title(),
    canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
    description: await page.locator('meta[name="description"]').getAttribute("content"),
  }
}

async function jsonLdTypes(page: Page) {
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"])
}

test("every fixed page renders its own content with its own title, description and canonical URL", async ({ page }) => {
  const seen = { titles: new Set<string>(), canonicals: new Set<string>(), descriptions: new Set<string>() }
  for (const { path, heading } of pages) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText("Article Not Found")).toHaveCount(0)
    const head = await headData(page)
    expect(head.title, path).toMatch(/ \| Syncreel$/)
    expect(head.canonical, path).toBe(new URL(path, head.canonical ?? undefined).href)
    expect(new URL(head.canonical ?? "").pathname).toBe(path)
    seen.titles.add(head.title)
    seen.canonicals.add(head.canonical ?? "")
    seen.descriptions.add(head.description ?? "")
  }
  expect(seen.titles.size).toBe(pages.length)
  expect(seen.canonicals.size).toBe(pages.length)
  expect(seen.descriptions.size).toBe(pages.length)
})

test("@mobile an article shows its tag, date and reading time, a share control and a call to action to the app", async ({
  page,
}) => {
  await page.goto("/blog/how-to-create-ai-music-videos-2024")
  await expect(page.getByText("Tutorial", { exact: true })).toBeVisible()
  await expect(page.getByText("August 15, 2025")).toBeVisible()
  await expect(page.getByText("8 min read")).toBeVisible()
  await expect(page.getByRole("button", { name: "Share" }).last()).toBeVisible()
  const cta = page.getByRole("link", { name: /Start Creating Now/ }).last()
  await expect(cta).toHaveAttribute("href", APP_URL)
  await expect(cta).toHaveAttribute("target", "_blank")
  await expect(cta).toHaveAttribute("data-app-source", "blog-how-to-create-ai-music-videos-2024")
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog")
})

test("every article carries Article JSON-LD with its headline and publication date", async ({ page }) => {
  await page.goto("/blog/viral-ai-music-video-tips")
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents()
  const article = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Article")
  expect(article).toMatchObject({
    headline: expect.stringContaining("10 Tips"),
    datePublished: "2025-08-10T00:00:00Z",
    author: { "@type": "Organization", name: "Syncreel" },
    publisher: { "@type": "Organization", name: "Syncreel" },
  })
})

test("the market article's own JSON-LD is in the head, and gone after navigating away on the client", async ({ page }) => {
  await page.goto("/blog/suno-vs-udio-battle-supremacy-2025")
  await expect.poll(() => jsonLdTypes(page)).toEqual(["Article", "ItemList"])
  await page.getByRole("link", { name: "lip-sync engine" }).click()
  await expect(page.getByRole("heading", { level: 1, name: /Every word sung/ })).toBeVisible()
  await expect.poll(() => jsonLdTypes(page)).toEqual([])
  await page.goBack()
  await expect(page.getByRole("heading", { level: 1, name: /Suno vs Udio in 2025/ })).toBeVisible()
  await expect.poll(() => jsonLdTypes(page)).toEqual(["Article", "ItemList"])
})

test("the suno-vs-udio article compares six features, naming a winner for each", async ({ page }) => {
  await page.goto("/blog/suno-vs-udio-battle-supremacy-2025")
  const table = page.getByRole("table", { name: /Suno and Udio compared/ })
  await expect(table.getByRole("row")).toHaveCount(7)
  for (const row of await table.getByRole("row").all()) {
    if ((await row.getByRole("columnheader").count()) > 0) continue
    await expect(row.getByRole("cell").last()).toHaveText(/^(Suno|Udio)$/)
  }
})

test("the 2024 review marks the product Editor's Choice and lists three tools with price ranges", async ({ page }) => {
  await page.goto("/blog/best-ai-music-video-tools-2024")
  await expect(page.getByText("Editor's Choice")).toBeVisible()
  for (const name of ["Syncreel", "Kaiber", "Neural Frames"]) {
    await expect(page.getByRole("heading", { level: 3, name: new RegExp(`\\d\\. ${name}$`) })).toBeVisible()
  }
  await expect(page.getByText("Free to $29/month").first()).toBeVisible()
})

test("a client-side navigation from a scrolled page opens the next page at the top", async ({ page }) => {
  await page.goto("/blog/how-to-create-ai-music-videos-2024")
  const link = page.getByRole("link", { name: "ten tips for AI music videos" })
  await link.scrollIntoViewIfNeeded()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await link.click()
  await expect(page.getByRole("heading", { level: 1, name: /10 Tips for AI Music Videos/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  const other = page.getByRole("contentinfo").getByRole("link", { name: "Lip Sync" })
  await other.scrollIntoViewIfNeeded()
  await other.click()
  await expect(page.getByRole("heading", { level: 1, name: /Every word sung/ })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

// Since the six languages (decision 0018) a page's words come with its data: a client navigation
// to a prerendered page reads the `.data` file written beside it at build time, and nothing else.
test("a landing page, a feature page and a fixed article open on the client with their words from the file prerendered beside them", async ({
  page,
}) => {
  const dataRequests: string[] = []
  page.on("response", (response) => {
    const url = new URL(response.url())
    if (url.pathname.endsWith(".data")) dataRequests.push(`${response.status()} ${url.pathname}`)
  })
  await page.goto("/")
  const footer = page.getByRole("contentinfo")
  for (const [link, heading, title] of [
    ["Suno Music Videos", /Turn Your Suno Songs into Music Videos/, /^Suno Music Video Maker/],
    ["Lip Sync", /Every word sung/, /Lip/],
    ["How to Create an AI Music Video", /How to Create an AI Music Video/, /^How to Create an AI Music Video/],
  ] as const) {
    await footer.getByRole("link", { name: link, exact: true }).click()
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(title)
  }
  expect(dataRequests).toEqual([
    "200 /suno-music-video.data",
    "200 /features/lip-sync.data",
    "200 /blog/how-to-create-ai-music-videos-2024.data",
  ])
})

test("the embedded video contacts YouTube only after the visitor presses play", async ({ page }) => {
  const youtube: string[] = []
  await page.route(/youtube-nocookie\.com|youtube\.com|ytimg\.com/, (route) => {
    youtube.push(route.request().url())
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" })
  })
  await page.goto("/blog/kling-2-5-turbo-best-ai-video-tool")
  const play = page.getByRole("button", { name: /Play video/ })
  await play.scrollIntoViewIfNeeded()
  await expect(play).toBeVisible()
  expect(youtube).toEqual([])
  await play.click()
  const player = page.locator('iframe[src*="youtube-nocookie.com/embed/"]')
  await expect(player).toHaveAttribute("src", /autoplay=1/)
  await expect.poll(() => youtube.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true)
})

test("@mobile a feature page shows its figures and platform notes, links the other five features and ends with a call to action", async ({
  page,
}) => {
  await page.goto("/features/multiple-formats")
  for (const figure of ["1080x1920", "1920x1080", "1080x1080"])
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  const notes = page.getByRole("table")
  await expect(notes.getByRole("row", { name: /Facebook/ })).toContainText("10 GB")
  await expect(notes.getByRole("row", { name: /YouTube/ })).toContainText("256 GB")
  const more = page.getByRole("navigation", { name: "More features" }).getByRole("link")
  await expect(more).toHaveCount(5)
  const cta = page.getByRole("link", { name: /Start Creating Now/ })
  await expect(cta).toHaveAttribute("target", "_blank")
  await expect(cta).toHaveAttribute("data-app-source", "feature-multiple-formats")
})

test("the Nano Banana page promises a video in under 3 minutes and its Try button opens the app", async ({ page }) => {
  await page.goto("/nano-banana-integration")
  await expect(page.getByText(/under 3 minutes/).first()).toBeVisible()
  const tryButton = page.getByRole("link", { name: /Try Nano Banana/ })
  await expect(tryButton).toHaveAttribute("href", APP_URL)
  await expect(tryButton).toHaveAttribute("target", "_blank")
  await expect(page.getByRole("heading", { level: 3, name: /^Step \d/ })).toHaveCount(3)
})

test("@mobile the delete-account page warns, offers both options and drafts an e-mail to the privacy address", async ({
  page,
}) => {
  await page.goto("/delete-account")
  await expect(page.getByRole("heading", { name: "Deletion is permanent" })).toBeVisible()
  for (const item of ["generated", "settings and preferences", "usage history", "projects and drafts"]) {
    await expect(page.getByRole("listitem").filter({ hasText: item })).toBeVisible()
  }
  const mail = page.getByRole("link", { name: "E-mail a deletion request" })
  const href = new URL((await mail.getAttribute("href")) ?? "")
  expect(href.protocol).toBe("mailto:")
  expect(href.pathname).toBe("privacy@syncreel.com")
  expect(href.searchParams.get("subject")).toBe("Account deletion request")
  expect(href.searchParams.get("body")).toContain("e-mail address of my account")
  for (const step of ["Immediately", "Within 30 days", "On completion"])
    await expect(page.getByText(step, { exact: true })).toBeVisible()
})

test("the affiliate page offers 30% for 12 months and applies by e-mail to the affiliate address", async ({ page }) => {
  await page.goto("/affiliate")
  await expect(page.getByText("500+ affiliates").first()).toBeVisible()
  await expect(page.getByText(/30% recurring commission on every payment for the first 12 months/)).toBeVisible()
  const apply = page.getByRole("link", { name: "Apply to join" })
  await expect(apply).toHaveCount(2)
  await expect(apply.first()).toHaveAttribute("href", /^mailto:affiliates@syncreel\.com\?subject=/)
})

test("the terms list their sections, jump to one from the contents and link back home", async ({ page }) => {
  await page.goto("/terms-and-conditions")
  await expect(page.getByText("Last updated: October 10, 2025")).toBeVisible()
  await page.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Governing law and jurisdiction" }).click()
  const law = page.getByRole("heading", { name: /Governing law and jurisdiction/ })
  await expect(law).toBeInViewport()
  await expect(page.getByText(/laws of Italy/)).toBeVisible()
  await expect(page.getByText(/courts of Milan/)).toBeVisible()
  await page.getByRole("link", { name: "Back to Home" }).click()
  await expect(page).toHaveURL("/")
})

test("an article's body stays whole while its script is slow to arrive, and after hydration", async ({ page }) => {
  // The body's own chunk arrives late; the server's article must stay as it is meanwhile.
  await page.route(/\/assets\/how-to-create-ai-music-videos-2024-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue()
  })
  await page.addInitScript(() => {
    const counts: number[] = []
    Object.assign(window, { bodyChildCounts: counts })
    // From the end of parsing (before it, the body is still arriving) until hydration is over.
    const sample = () => {
      const body = document.querySelector(".prose-fixed")
      if (body) counts.push(body.querySelectorAll("p, h2, h3, li").length)
      if (!document.documentElement.hasAttribute("data-hydrated")) setTimeout(sample, 20)
    }
    document.addEventListener("DOMContentLoaded", sample)
  })
  await page.goto("/blog/how-to-create-ai-music-videos-2024")
  const counts = await page.evaluate(() => (window as unknown as { bodyChildCounts: number[] }).bodyChildCounts)
  expect(counts.length).toBeGreaterThan(10)
  expect(Math.min(...counts)).toBeGreaterThan(20)
  expect(Math.min(...counts)).toBe(Math.max(...counts))
})
