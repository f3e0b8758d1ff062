import { parse as parseYaml } from "yaml"
import type { Locale } from "#app/i18n/locales.ts"
import { zonedDateTime } from "#app/lib/zoned-date.ts"
import { findFixedArticleForPath } from "./articles/index.ts"
import { findExampleForPath } from "./examples.ts"
import { markdownSource, splitFrontmatter } from "./markdown-page.server.ts"
import { pageMarkdown } from "./site-pages.ts"

// When a fixed page's content last changed, as its own content says it (the sitemap's lastmod): a
// fixed article's publication day, a video's upload day, the day a Markdown page's frontmatter says
// it was updated or reviewed (`updated`, `reviewed`). A page whose content names no day has none:
// the day of a build or of a seed is not when its content changed, so it is never given instead.

/** The days a Markdown page's frontmatter says it changed. */
const DATE_FIELDS = ["updated", "reviewed"]

function markdownDate(page: string, locale: Locale): string | undefined {
  const source = markdownSource(page, locale)
  if (source === undefined) return undefined
  const data = parseYaml(splitFrontmatter(source, page).frontmatter) as Record<string, unknown> | null
  const days = DATE_FIELDS.map((field) => data?.[field]).filter((v): v is string => typeof v === "string")
  return days.length > 0 ? days.map(zonedDateTime).sort().at(-1) : undefined
}

/** The day a fixed page (by its English path, `key`) last changed in `locale`, with a zone; undefined when its content names none. */
export function fixedPageDate(key: string, locale: Locale): string | undefined {
  const article = findFixedArticleForPath(key)
  if (article) return article.published ? zonedDateTime(article.published) : undefined
  const video = findExampleForPath(key)
  if (video) return zonedDateTime(video.uploadDate)
  const dates = (pageMarkdown.get(key) ?? []).map((page) => markdownDate(page, locale)).filter((d) => d !== undefined)
  return dates.length > 0 ? dates.sort().at(-1) : undefined
}
