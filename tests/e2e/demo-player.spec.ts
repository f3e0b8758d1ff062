// A site whose DEMO_VIDEO_URL is another host's embeddable player (not YouTube): the server admits
// exactly that player's origin in the CSP's frame-src, so the player loads when a visitor presses
// play. The "other host" is a second server on loopback; the site's server starts with its address.
import { once } from "node:events"
import { type Server, createServer } from "node:http"
import { freePort } from "../../scripts/lib/free-port.ts"
import { test as base, expect } from "./fixtures.ts"
import { serveSite } from "./site-server.ts"

const PLAYER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Loopback player</title></head>
<body><p id="state">loading</p><script>document.getElementById("state").textContent = "playing"</script></body></html>`

type DemoSite = { url: string; playerOrigin: string; playerRequests: string[] }

const test = base.extend<object, { demoSite: DemoSite }>({
  demoSite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const playerUrl = new URL(`http://127.0.0.1:${await freePort()}/embed/walkthrough?autoplay=1`)
      const playerRequests: string[] = []
      const player: Server = createServer((request, response) => {
        playerRequests.push(request.url ?? "")
        response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PLAYER_PAGE)
      })
      player.listen(Number(playerUrl.port), playerUrl.hostname)
      await once(player, "listening")
      const { url, child } = await serveSite({ DEMO_VIDEO_URL: playerUrl.href })
      await use({ url, playerOrigin: playerUrl.origin, playerRequests })
      child.kill("SIGTERM")
      player.close()
    },
    // A server's start, on the loaded 2-core machine.
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ demoSite }, provide) => provide(demoSite.url),
})

test("a visitor who presses play sees another host's demo player load: the CSP admits exactly its origin", async ({
  page,
  demoSite,
}) => {
  const response = await page.goto("/")
  const csp = response!.headers()["content-security-policy"]!
  const directive = (name: string) =>
    csp
      .split("; ")
      .find((d) => d.startsWith(`${name} `))
      ?.split(" ")
      .slice(1) ?? []
  expect(directive("frame-src")).toContain(demoSite.playerOrigin)
  // Only the frame: the player's host may not run scripts, fetch or play media on the site itself.
  expect([...directive("script-src"), ...directive("connect-src"), ...directive("media-src")]).not.toContain(
    demoSite.playerOrigin,
  )

  await page.evaluate(() => {
    const violations: string[] = []
    ;(window as unknown as { __violations: string[] }).__violations = violations
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const demo = page.getByRole("region", { name: "See It In Action" })
  await demo.scrollIntoViewIfNeeded()
  expect(demoSite.playerRequests).toEqual([])
  await demo.getByRole("button", { name: "Play the product walkthrough video" }).click()

  const player = demo.locator("iframe")
  await expect(player).toHaveAttribute("src", `${demoSite.playerOrigin}/embed/walkthrough?autoplay=1`)
  await expect(page.frameLocator('iframe[title="Syncreel product walkthrough"]').locator("#state")).toHaveText("playing")
  expect(demoSite.playerRequests).toEqual(["/embed/walkthrough?autoplay=1"])
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
})
