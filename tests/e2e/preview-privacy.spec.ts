// A draft's preview on a site with trackers (issue 24). Its address carries the link's secret,
// so the page runs no tracker, even for a visitor who accepted them all, and the browser sends no
// referrer from it, to other sites or to its own.
import { once } from "node:events"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { Request } from "@playwright/test"
import { newSecret, signedPost } from "../support/signed-delivery.ts"
import { serveSite } from "./site-server.ts"
import { TRACKER_ENV, banner, expect, test as trackedTest } from "./tracked-site.ts"

const secret = newSecret()

/** The tracked site served with publishing on, over a database of its own. */
const test = trackedTest.extend<Record<never, never>, { previewSite: string }>({
  previewSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-preview-"))
      const { url, child } = await serveSite({ ...TRACKER_ENV, DATA_DIR: dataDir, PUBLISH_SECRET: secret })
      await use(url)
      const exited = once(child, "exit")
      child.kill("SIGTERM")
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
    // A server's start, on the loaded 2-core machine.
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ previewSite }, provide) => provide(previewSite),
})

/** The hosts the stubbed trackers answer on (tests/e2e/tracked-site.ts). */
const TRACKER_HOST = /(^|\.)(googletagmanager\.com|facebook\.net|posthog\.com|ipify\.org)$/

test("a preview loads no tracker and sends no referrer, even after the visitor accepted every tracker", async ({
  page,
  context,
  trackers,
  previewSite,
}) => {
  // The visitor accepts every tracker, and they load.
  await page.goto("/")
  await banner(page).getByRole("button", { name: "Accept all" }).click()
  await expect.poll(() => trackers.to("www.googletagmanager.com").length).toBe(1)
  await expect.poll(() => trackers.to("eu.i.posthog.com").some((r) => r.url.pathname.startsWith("/flags"))).toBe(true)

  const delivered = await fetch(
    `${previewSite}/api/articles`,
    signedPost(
      {
        event: "draft",
        article: { slug: "secret-launch", title: "A secret launch", content_markdown: "Nobody knows yet." },
      },
      { secret },
    ),
  )
  expect(delivered.status).toBe(201)
  const link = new URL(((await delivered.json()) as { url: string }).url)

  // The preview in a tab of its own, so that what the first page still sends is told apart from it.
  const requests: Request[] = []
  context.on("request", (request) => void requests.push(request))
  const preview = await context.newPage()
  const response = await preview.goto(link.pathname + link.search)
  await preview.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"))
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer")
  await expect(preview.getByRole("status")).toContainText("Preview: not published")
  await preview.waitForLoadState("networkidle")
  await expect(banner(preview)).toBeHidden()
  expect(await preview.evaluate(() => [typeof window.dataLayer, typeof window.fbq])).toEqual(["undefined", "undefined"])

  // A link followed from it, to the app on another site (in a new tab).
  const [app] = await Promise.all([
    preview.waitForEvent("popup"),
    preview.locator('a[data-app-source="blog-article-cta"]').click(),
  ])
  await app.waitForLoadState()
  const fromPreview = requests.filter((r) => [preview, app].includes(r.frame().page()))
  expect(fromPreview.map((r) => r.url())).toContain(app.url())
  expect(fromPreview.map((r) => r.url()).filter((url) => TRACKER_HOST.test(new URL(url).hostname))).toEqual([])
  // No request names the preview's page (a module a script imports names that script, as ever), and
  // the other site hears nothing of where the visitor came from.
  const referred = await Promise.all(fromPreview.map(async (r) => [r.url(), await r.headerValue("referer")] as const))
  expect(referred.filter(([, referer]) => referer !== null && new URL(referer).pathname === link.pathname)).toEqual([])
  expect(referred.filter(([url, referer]) => new URL(url).origin !== previewSite && referer !== null)).toEqual([])
})
