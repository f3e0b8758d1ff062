import { type Locale, locales } from "#app/i18n/locales.ts"
import { blogListPath } from "./blog-language.server.ts"

/*
 * Which tag pages are the same tag in other languages (decision 0043). A tag is the writer's own
 * word and the database stores no translation of it, so the relation is read from the articles
 * that translate each other (one translation key): within such a pair, a tag both carry
 * ("lip-sync" in English and Italian) is one tag, and the tags left over pair by their place in
 * each article's list (English [lip-sync, technology] ↔ Italian [lip-sync, tecnologia]: technology
 * is tecnologia). The pairs join into groups across languages; a group naming two tags of one
 * language is ambiguous and gives no alternates, so a tag page's alternates are always reciprocal.
 */

/** What the relation reads of a published article. */
export type TaggedArticle = { locale: Locale; translation_key: string | null; tags: string[] }

/** One tag page's version in a language. */
export type TagVersion = { locale: Locale; tag: string; path: string }

const id = (locale: Locale, tag: string) => `${locale}\u0000${tag}`

/** The tags of two translations of one article that are one tag, as (its place in a, its place in b). */
function pairedTags(a: string[], b: string[]): [number, number][] {
  const pairs: [number, number][] = []
  const usedA = a.map(() => false)
  const usedB = b.map(() => false)
  a.forEach((tag, i) => {
    const j = b.indexOf(tag)
    if (j !== -1 && !usedB[j]) {
      pairs.push([i, j])
      usedA[i] = usedB[j] = true
    }
  })
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (!usedA[i] && !usedB[i]) pairs.push([i, i])
  return pairs
}

/**
 * Every tag page that has versions in other languages, by language and tag, with its versions
 * (itself included) in the site's order of languages. `live` are the tags of published articles
 * in each language (the sitemap's tag list): only those have pages.
 */
export function tagVersions(articles: TaggedArticle[], live: { locale: Locale; tag: string }[]): Map<string, TagVersion[]> {
  const exists = new Set(live.map((t) => id(t.locale, t.tag)))
  const parent = new Map<string, string>()
  const find = (x: string): string => {
    let root = x
    while (parent.get(root) !== root) root = parent.get(root)!
    parent.set(x, root)
    return root
  }
  const join = (x: string, y: string) => {
    for (const n of [x, y]) if (!parent.has(n)) parent.set(n, n)
    parent.set(find(x), find(y))
  }
  const byKey = new Map<string, TaggedArticle[]>()
  for (const article of articles) {
    if (article.translation_key === null) continue
    const group = byKey.get(article.translation_key) ?? []
    // One version a language: a second article of one language under a key says nothing more.
    if (!group.some((a) => a.locale === article.locale)) group.push(article)
    byKey.set(article.translation_key, group)
  }
  for (const group of byKey.values()) {
    if (group.length < 2) continue
    // Each tag's id once per article, not once per pair (10,000 articles: ~25,000 pairs).
    const ids = group.map((a) => a.tags.map((tag) => id(a.locale, tag)))
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++)
        for (const [ta, tb] of pairedTags(group[i]!.tags, group[j]!.tags)) {
          const x = ids[i]![ta]!
          const y = ids[j]![tb]!
          if (exists.has(x) && exists.has(y)) join(x, y)
        }
  }
  const groups = new Map<string, string[]>()
  for (const node of parent.keys()) {
    const root = find(node)
    const members = groups.get(root)
    if (members) members.push(node)
    else groups.set(root, [node])
  }
  const versions = new Map<string, TagVersion[]>()
  for (const members of groups.values()) {
    const pages = members.map((m) => {
      const [locale, tag] = m.split("\u0000") as [Locale, string]
      return { locale, tag, path: blogListPath(locale, 1, tag) }
    })
    if (pages.length < 2 || new Set(pages.map((p) => p.locale)).size !== pages.length) continue
    pages.sort((a, b) => locales.indexOf(a.locale) - locales.indexOf(b.locale))
    for (const page of pages) versions.set(id(page.locale, page.tag), pages)
  }
  return versions
}

/** A tag page's versions from the relation, itself included; none when the tag has no version elsewhere. */
export function versionsOfTag(relation: Map<string, TagVersion[]>, locale: Locale, tag: string): TagVersion[] {
  return relation.get(id(locale, tag)) ?? []
}
