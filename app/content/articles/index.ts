import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { articlePath } from "#app/lib/article-path.ts"
import { routePath } from "#app/lib/route-path.ts"
import type { ArticleMeta } from "./types.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import {
  type EnglishFrontmatter,
  type TranslationFrontmatter,
  englishFrontmatter,
  readArticleFile,
  translationFrontmatter,
} from "./frontmatter.ts"

// The fixed articles (SPEC §2 "Static articles"): one MDX file per article per language, its words
// and its blocks' data in the file's frontmatter (./frontmatter.ts). English is ./<slug>.mdx, a
// translation ./<locale>/<slug>.mdx, so a translation is added by adding its files, nothing here.
// This registry reads the frontmatter of every file and checks it when it is loaded, naming the file
// it refuses. It is loaded by plain Node too (app/content/site-pages.ts, for the build's config and
// scripts), which cannot import MDX: it reads the files as text.

/** The fixed articles in the order the blog lists them, by their English slugs. A new article is a slug here and its ./<slug>.mdx. */
const BLOG_ORDER = [
  "how-to-create-ai-music-videos-2024",
  "best-ai-music-video-tools-2024",
  "viral-ai-music-video-tips",
  "ai-vs-traditional-music-videos",
  "ai-music-market-growth-2025",
  "ai-video-creation-trends-2025",
  "suno-vs-udio-battle-supremacy-2025",
  "how-to-use-nanobanana",
  "best-ai-music-video-creation-tools-2025",
  "kling-2-5-turbo-best-ai-video-tool",
  "sora-2-for-music-videos",
  "google-veo-31-day-zero",
]

/** Every article file's text by its path under this folder: "viral-ai-music-video-tips.mdx", "it/viral-ai-music-video-tips.mdx". */
function articleSources(): Record<string, string> {
  let bundled: Record<string, string>
  try {
    // Vite (the site's build, its dev server, the tests) inlines the files here, as text.
    bundled = import.meta.glob<string>(["./*.mdx", "./*/*.mdx"], { query: "?raw", import: "default", eager: true })
  } catch (error) {
    // Plain Node has no import.meta.glob: it reads the files from this folder.
    if (!(error instanceof TypeError)) throw error
    return fromDisk(import.meta.dirname)
  }
  return Object.fromEntries(Object.entries(bundled).map(([path, text]) => [path.slice(2), text]))
}

function fromDisk(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith(".mdx")) files[entry.name] = readFileSync(join(dir, entry.name), "utf8")
    if (!entry.isDirectory()) continue
    for (const name of readdirSync(join(dir, entry.name)))
      if (name.endsWith(".mdx")) files[`${entry.name}/${name}`] = readFileSync(join(dir, entry.name, name), "utf8")
  }
  return files
}

const DIR = "app/content/articles"

/** Each language's checked frontmatter by slug: English's, and each translation's. */
const frontmatters = new Map<Locale, Map<string, TranslationFrontmatter>>()
const english = new Map<string, EnglishFrontmatter>()
/** Each file's MDX body by "<locale>/<slug>", for the blog's search (app/data/search.server.ts). */
const bodies = new Map<string, string>()

for (const [file, source] of Object.entries(articleSources()).sort(([a], [b]) => a.localeCompare(b))) {
  const [folder, name] = file.includes("/") ? (file.split("/") as [string, string]) : [undefined, file]
  const slug = name.slice(0, -".mdx".length)
  const locale = (folder ?? "en") as Locale
  if (folder !== undefined && (folder === "en" || !locales.includes(locale)))
    throw new Error(
      `${DIR}/${file}: a translation's folder is one of the site's languages (${locales.filter((l) => l !== "en").join(", ")})`,
    )
  if (locale === "en") {
    if (!BLOG_ORDER.includes(slug))
      throw new Error(`${DIR}/${file}: the article is not in the blog's order (BLOG_ORDER in ${DIR}/index.ts)`)
    const read = readArticleFile(source, `${DIR}/${file}`, englishFrontmatter)
    english.set(slug, read.frontmatter)
    bodies.set(`${locale}/${slug}`, read.body)
  } else {
    const read = readArticleFile(source, `${DIR}/${file}`, translationFrontmatter)
    frontmatters.set(locale, (frontmatters.get(locale) ?? new Map()).set(slug, read.frontmatter))
    bodies.set(`${locale}/${slug}`, read.body)
  }
}
frontmatters.set("en", english)
for (const [locale, articles] of frontmatters)
  for (const slug of articles.keys())
    if (!english.has(slug))
      throw new Error(`${DIR}/${locale}/${slug}.mdx: a translation of an article with no English file (${DIR}/${slug}.mdx)`)

/** The twelve fixed articles in English, in the order the blog lists them. */
export const fixedArticles: ArticleMeta[] = BLOG_ORDER.map((slug) => {
  const article = english.get(slug)
  if (!article) throw new Error(`${DIR}/${slug}.mdx: the blog's order names an article with no English file`)
  const { title, description, tag, published, readingMinutes, market } = article
  return { slug, title, description, published, readingMinutes, tag, ...(market ? { market } : {}) }
})

/** The languages a fixed article is written in, in the site's order: those with a file for it. */
export function articleLocales(slug: string): Locale[] {
  return locales.filter((locale) => frontmatters.get(locale)?.has(slug))
}

/** The whole checked frontmatter of an article in a language (its blocks' data too), or undefined. */
export function articleFrontmatter(slug: string, locale: Locale): TranslationFrontmatter | undefined {
  return frontmatters.get(locale)?.get(slug)
}

/** The fixed article at this route pattern or pathname, if any. */
export function findFixedArticleForPath(path: string): ArticleMeta | undefined {
  const wanted = routePath(path)
  return fixedArticles.find((article) => articlePath(article.slug) === wanted)
}

/** A fixed article as one language shows it: its words in that language, its path there. */
export type LocalizedFixedArticle = ArticleMeta & {
  locale: Locale
  /** The article's path in its language: "/it/blog/come-creare-un-video-musicale-con-ia". */
  path: string
  /** The publication date as the language writes it ("15 agosto 2025"), or null. */
  date: string | null
}

/** One fixed article in a language, or undefined where it is not written in that language. */
export function fixedArticleIn(slug: string, locale: Locale): LocalizedFixedArticle | undefined {
  const article = fixedArticles.find((a) => a.slug === slug)
  const words = articleFrontmatter(slug, locale)
  if (!article || !words) return undefined
  return {
    ...article,
    title: words.title,
    description: words.description,
    tag: words.tag,
    readingMinutes: words.readingMinutes,
    locale,
    path: localizePath(articlePath(slug), locale),
    date: article.published ? formatLongDate(article.published, locale) : null,
  }
}

/**
 * The fixed articles written in a language, in the blog's order, with their words and paths in it:
 * the twelve in English and Italian, none in a language they are not translated into. For the blog's
 * lists, on the server (the words stay out of the browser's bundle).
 */
export function fixedArticlesIn(locale: Locale): LocalizedFixedArticle[] {
  return fixedArticles.flatMap((a) => fixedArticleIn(a.slug, locale) ?? [])
}

/** A fixed article's MDX body (after its frontmatter) in a language, or "" where it has none: the blog's search reads its words. */
export function fixedArticleBody(slug: string, locale: Locale): string {
  return bodies.get(`${locale}/${slug}`) ?? ""
}
