import { readFileSync } from "node:fs"
import { parse as parseYaml } from "yaml"
import { copyValues } from "#app/content/copy-values.ts"
import type { Feature } from "#app/content/features.ts"
import type { Locale } from "#app/i18n/locales.ts"

/**
 * A feature page's hero words in a language as the page shows them: its Markdown file's frontmatter
 * (app/content/pages/feature-<slug>/<locale>.md), placeholders filled from copy-values.ts. The specs
 * run outside Vite, so they read the file themselves rather than through markdown-page.server.ts.
 */
export function featurePageWords(slug: Feature["slug"], locale: Locale) {
  const source = readFileSync(new URL(`../../app/content/pages/feature-${slug}/${locale}.md`, import.meta.url), "utf8")
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1]
  if (frontmatter === undefined) throw new Error(`feature-${slug}/${locale}.md has no frontmatter`)
  const values = copyValues(locale)
  const data = parseYaml(frontmatter) as Record<"title" | "headline" | "intro" | "description", string>
  const fill = (text: string) => text.replace(/\{([a-zA-Z]\w*)\}/g, (_, name: string) => values[name] ?? `{${name}}`)
  return { title: fill(data.title), headline: fill(data.headline), intro: fill(data.intro), description: fill(data.description) }
}
