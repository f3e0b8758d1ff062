import { readFileSync } from "node:fs"
import { parse as parseYaml } from "yaml"
import type { Feature } from "#app/content/features.ts"
import type { Locale } from "#app/i18n/locales.ts"

/**
 * A feature page's hero words in a language, from its Markdown file's frontmatter
 * (app/content/pages/feature-<slug>/<locale>.md), as patterns that match the text the page shows:
 * each {placeholder} stands for its figure. The specs run outside Vite and the site's build-time
 * settings, so they read the file themselves; app/content/feature-pages.test.ts checks the figures.
 */
export function featurePageWords(slug: Feature["slug"], locale: Locale) {
  const source = readFileSync(new URL(`../../app/content/pages/feature-${slug}/${locale}.md`, import.meta.url), "utf8")
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1]
  if (frontmatter === undefined) throw new Error(`feature-${slug}/${locale}.md has no frontmatter`)
  const data = parseYaml(frontmatter) as Record<"title" | "headline" | "intro", string>
  const pattern = (text: string, end = "$") =>
    new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{[a-zA-Z]\w*\\\}/g, ".+?")}${end}`)
  return { title: pattern(data.title, ""), headline: pattern(data.headline), intro: pattern(data.intro) }
}
