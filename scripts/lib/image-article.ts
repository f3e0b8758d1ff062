// The article of the images budget in `npm run perf`: its cover is a 3 MB PNG on a loopback image
// host the run allows (IMAGE_LOOPBACK_ORIGINS_FOR_TESTS), which the site serves through its image route.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { openPglite } from "#app/data/drivers/pglite.server.ts"
import { seedArticles } from "#app/data/seed.server.ts"
import { grainyPng, startImageHost } from "./image-fixture.ts"
import { copyOfDatabase } from "./production-server.ts"

const SLUG = "a-cover-of-three-megabytes"
export const IMAGE_ARTICLE_PATH = `/blog/${SLUG}`

export type ImageArticle = {
  /** The server's environment for it: a seeded embedded database holding the article, and its image host allowed. */
  env: { DATA_DIR: string; IMAGE_LOOPBACK_ORIGINS_FOR_TESTS: string }
  coverBytes: number
  /** Asks the server once for the page and every size of its cover, as the first visitor would, so the measured loads find them made. */
  warm: (origin: string) => Promise<void>
  stop: () => Promise<void>
}

/**
 * A seeded embedded database holding the article: a copy of `dataFrom` (a DATA_DIR seeded as the
 * server seeds a new one: `--data-from`) when given, else a new one, created and seeded here.
 */
export async function prepareImageArticle(dataFrom?: string): Promise<ImageArticle> {
  const cover = await grainyPng(1440, 810)
  const host = await startImageHost({ "/cover.png": cover })
  const dataDir = dataFrom ? copyOfDatabase(dataFrom) : mkdtempSync(path.join(tmpdir(), "perf-images-"))
  const db = await openPglite(dataDir)
  if (db.created) await seedArticles(db.publisher)
  const paragraph = "A music video starts with the track: its tempo sets the cuts, its lyrics the scenes, its mood the palette. "
  // Dated before the seed, so the perf run's "database article" (the sitemap's first) stays a seeded one.
  await db.client.query(
    `insert into articles (slug, title, meta_description, featured_image, content_markdown, content_html, published_at)
     values ($1, $2, $3, $4, 'A body.', $5, '2001-01-01T09:00:00Z')`,
    [
      SLUG,
      "A music video cover, three megabytes of it",
      "How a large cover image reaches a phone at the size it is shown.",
      `${host.origin}/cover.png`,
      Array.from({ length: 8 }, () => `<p>${paragraph.repeat(4)}</p>`).join(""),
    ],
  )
  await db.close()
  return {
    env: { DATA_DIR: dataDir, IMAGE_LOOPBACK_ORIGINS_FOR_TESTS: host.origin },
    coverBytes: cover.length,
    async warm(origin) {
      const html = await (await fetch(origin + IMAGE_ARTICLE_PATH)).text()
      const urls = new Set([...html.matchAll(/\/images\/\d+\?src=[^"\s,]+/g)].map(([url]) => url.replaceAll("&amp;", "&")))
      if (urls.size === 0) throw new Error(`${IMAGE_ARTICLE_PATH} shows no image from the image route`)
      for (const url of urls) {
        for (const accept of ["image/avif,image/webp,*/*", "image/webp,*/*"]) {
          const response = await fetch(origin + url, { headers: { Accept: accept } })
          if (!response.ok) throw new Error(`${url} answered ${response.status}`)
          await response.arrayBuffer()
        }
      }
    },
    async stop() {
      await host.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
