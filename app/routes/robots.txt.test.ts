import { expect, test } from "vitest"
import { loader } from "./robots.txt.ts"

test("robots.txt lets crawlers in, names the page sitemap and the video sitemap, and llms.txt in a comment", async () => {
  const body = await loader().text()
  expect(body).toBe(
    "User-agent: *\nAllow: /\n\nSitemap: http://localhost:3000/sitemap.xml\nSitemap: http://localhost:3000/sitemap-video.xml\n" +
      "\n# For language models: http://localhost:3000/llms.txt\n",
  )
})
