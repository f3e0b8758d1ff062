import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures.ts"

async function withoutNativeShare(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true })
    ;(window as unknown as { opened: unknown[] }).opened = []
    window.open = (...args: unknown[]) => {
      ;(window as unknown as { opened: unknown[] }).opened.push(args)
      return null
    }
  })
}

const shareButton = (page: Page) => page.getByRole("button", { name: "Share this page" })

test("without a native share sheet, Share toggles the panel of options", async ({ page }) => {
  await withoutNativeShare(page)
  await page.goto("/")
  const panel = page.getByRole("group", { name: "Share options" })
  await expect(panel).toBeHidden()
  await shareButton(page).click()
  await expect(panel).toBeVisible()
  for (const option of ["Share on Twitter", "Share on Facebook", "Share on LinkedIn", "Share on WhatsApp", "Copy Link"]) {
    await expect(panel.getByRole("button", { name: option })).toBeVisible()
  }
  await shareButton(page).click()
  await expect(panel).toBeHidden()
  await shareButton(page).click()
  await page.keyboard.press("Escape")
  await expect(panel).toBeHidden()
})

test("Escape, or a press elsewhere on the page, closes the share panel even the moment it opens", async ({ page }) => {
  await withoutNativeShare(page)
  await page.goto("/")
  const panel = page.getByRole("group", { name: "Share options" })
  for (const dismiss of ["Escape", "pointerdown elsewhere"]) {
    // The panel opens, and before the browser draws another frame the visitor dismisses it: a fast
    // keyboard user, or a busy machine that delivers input ahead of the page's own timers.
    const shownThenDismissed = await page.evaluate(async (how) => {
      const button = document.querySelector<HTMLButtonElement>('button[aria-controls]:has(+ [aria-label="Share options"])')!
      button.click()
      await new Promise<void>((resolve) => queueMicrotask(resolve))
      const shown = !button.nextElementSibling!.hasAttribute("hidden")
      if (how === "Escape") button.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }))
      else document.querySelector("h1")!.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }))
      return shown
    }, dismiss)
    expect(shownThenDismissed, dismiss).toBe(true)
    await expect(panel, dismiss).toBeHidden()
  }
})

test("each network opens a 600x400 popup with its share URL for this page", async ({ page }) => {
  await withoutNativeShare(page)
  await page.goto("/")
  await shareButton(page).click()
  const expected: Record<string, (url: URL) => void> = {
    Twitter: (url) => {
      expect(url.origin + url.pathname).toBe("https://twitter.com/intent/tweet")
      expect(url.searchParams.get("text")).toBe("Best AI for Music Video Production")
      expect(url.searchParams.get("url")).toBe("http://localhost:3000/")
    },
    Facebook: (url) => {
      expect(url.origin + url.pathname).toBe("https://www.facebook.com/sharer/sharer.php")
      expect(url.searchParams.get("u")).toBe("http://localhost:3000/")
    },
    LinkedIn: (url) => {
      expect(url.origin + url.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/")
      expect(url.searchParams.get("url")).toBe("http://localhost:3000/")
    },
    WhatsApp: (url) => {
      expect(url.origin + url.pathname).toBe("https://wa.me/")
      expect(url.searchParams.get("text")).toBe("Best AI for Music Video Production http://localhost:3000/")
    },
  }
  for (const [network, check] of Object.entries(expected)) {
    await page.getByRole("button", { name: `Share on ${network}` }).click()
    const [url, target, features] = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened.at(-1)!)
    check(new URL(url!))
    expect(target).toBe("_blank")
    expect(features).toContain("width=600")
    expect(features).toContain("height=400")
  }
})

test("a share popup really opens at 600x400", async ({ page, context }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }))
  await context.route("https://twitter.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>stub</title>" }),
  )
  await page.goto("/")
  await shareButton(page).click()
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Share on Twitter" }).click()])
  await popup.waitForLoadState()
  expect(popup.url()).toContain("https://twitter.com/intent/tweet")
  const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight])
  expect(size).toEqual([600, 400])
})

test("Copy Link writes the page URL to the clipboard and says so", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  await withoutNativeShare(page)
  await page.goto("/")
  await shareButton(page).click()
  await page.getByRole("button", { name: "Copy Link" }).click()
  const status = page.getByRole("status")
  await expect(status.getByText("Link copied!")).toBeVisible()
  await expect(status.getByText("The link has been copied to your clipboard.")).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("http://localhost:3000/")
})

test("a failed copy shows a destructive toast asking to copy manually", async ({ page }) => {
  await withoutNativeShare(page)
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new DOMException("denied", "NotAllowedError")) },
    })
  })
  await page.goto("/")
  await shareButton(page).click()
  await page.getByRole("button", { name: "Copy Link" }).click()
  const alert = page.getByRole("alert")
  await expect(alert.getByText("Failed to copy")).toBeVisible()
  await expect(alert.getByText("Please try again or copy the link manually")).toBeVisible()
  await expect(alert.locator("[data-variant=destructive]")).toHaveCount(1)
})

test("with a native share sheet, a completed share thanks the visitor", async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { shared: unknown[] }).shared = []
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: unknown) => {
        ;(window as unknown as { shared: unknown[] }).shared.push(data)
        return Promise.resolve()
      },
    })
  })
  await page.goto("/")
  await shareButton(page).click()
  await expect(page.getByRole("status").getByText("Shared successfully!")).toBeVisible()
  await expect(page.getByText("Thank you for sharing our content")).toBeVisible()
  const shared = await page.evaluate(() => (window as unknown as { shared: { url: string; title: string }[] }).shared)
  expect(shared).toEqual([
    expect.objectContaining({ url: "http://localhost:3000/", title: "Best AI for Music Video Production" }),
  ])
  await expect(page.getByRole("group", { name: "Share options" })).toBeHidden()
})

test("a cancelled native share is only logged", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: () => Promise.reject(new DOMException("cancelled", "AbortError")),
    })
  })
  const logs: string[] = []
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`))
  await page.goto("/")
  await shareButton(page).click()
  await expect.poll(() => logs.some((l) => l.includes("Share cancelled"))).toBe(true)
  await expect(page.getByRole("status").locator("li")).toHaveCount(0)
  await expect(page.getByRole("alert").locator("li")).toHaveCount(0)
  await expect(page.getByRole("group", { name: "Share options" })).toBeHidden()
})
