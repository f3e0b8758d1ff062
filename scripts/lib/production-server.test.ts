import { type Server, createServer } from "node:http"
import { afterEach, expect, test } from "vitest"
import { fixedArticles } from "#app/content/articles/index.ts"
import { sitemapIndexXml, sitemapXml } from "#app/lib/feeds.ts"
import { firstDatabaseArticle } from "./production-server.ts"

let server: Server | undefined
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))))

/** A loopback server answering each path with its XML, 404 otherwise; resolves with its origin. */
function serve(files: Record<string, string>): Promise<string> {
  server = createServer((req, res) => {
    const body = files[req.url ?? ""]
    res.writeHead(body === undefined ? 404 : 200, { "content-type": "application/xml" })
    res.end(body ?? "")
  })
  return new Promise((resolve) =>
    server!.listen(0, "127.0.0.1", () => {
      const address = server!.address()
      resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`)
    }),
  )
}

// The sitemap names the site's public address, not the loopback server being measured.
const site = (path: string) => `https://syncreel.example${path}`
const fixed = `/blog/${fixedArticles[0]!.slug}`

test("the load run finds a database article in a single sitemap, past the fixed articles", async () => {
  const origin = await serve({
    "/sitemap.xml": sitemapXml([{ loc: site("/") }, { loc: site(fixed) }, { loc: site("/blog/from-the-database") }]),
  })
  expect(await firstDatabaseArticle(origin)).toBe("/blog/from-the-database")
})

test("the load run finds a database article once /sitemap.xml is an index of child sitemaps", async () => {
  const origin = await serve({
    "/sitemap.xml": sitemapIndexXml([site("/sitemap/pages.xml"), site("/sitemap/tags-1.xml"), site("/sitemap/articles-1.xml")]),
    "/sitemap/pages.xml": sitemapXml([{ loc: site("/") }, { loc: site(fixed) }]),
    "/sitemap/tags-1.xml": sitemapXml([{ loc: site("/blog/tag/workflow") }]),
    "/sitemap/articles-1.xml": sitemapXml([{ loc: site("/blog/article-in-a-child") }]),
  })
  expect(await firstDatabaseArticle(origin)).toBe("/blog/article-in-a-child")
})

test("a site without a sitemap, or whose sitemap lists no database article, has none to measure", async () => {
  expect(await firstDatabaseArticle(await serve({}))).toBeNull()
  await new Promise((resolve) => server!.close(resolve))
  const origin = await serve({ "/sitemap.xml": sitemapXml([{ loc: site("/") }, { loc: site(fixed) }]) })
  expect(await firstDatabaseArticle(origin)).toBeNull()
})
