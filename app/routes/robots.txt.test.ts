import { expect, test } from "vitest"
import { loader } from "./robots.txt.ts"

test("robots.txt lets crawlers in and names the page sitemap and the video sitemap", async () => {
  const body = await loader().text()
  expect(body).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\nSitemap: http://localhost:3000/sitemap-video.xml\n",
  )
})
