import { readFileSync } from "node:fs"
import { parse as parseYaml } from "yaml"
import { parseSiteEnv } from "#app/config/site-env.ts"
import type { Locale } from "#app/i18n/locales.ts"

// The words of a Markdown page (app/content/pages/<page>/<locale>.md) as its page shows them: the
// frontmatter with its {placeholders} filled from app/content/copy-values.ts. The loaders read the
// files through a Vite glob, which Playwright has not. copy-values.ts names the brand from the site's
// settings, which the build defines as constants: they are given here from the environment the
// specs share with the build (as tests/e2e/i18n-home.spec.ts reads the site's address).
Object.assign(globalThis, { __SITE_CONFIG__: parseSiteEnv(process.env), __SITE_RUNTIME__: {} })
const { copyValues } = await import("#app/content/copy-values.ts")

/** The frontmatter of `page` in `locale`, placeholders filled; the page's schema gives its type. */
export function markdownFrontmatter<T>(page: string, locale: Locale): T {
  const path = `app/content/pages/${page}/${locale}.md`
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"))
  if (!match) throw new Error(`${path}: a page starts with its frontmatter between two --- lines`)
  const values = copyValues(locale)
  const fill = (value: unknown): unknown => {
    if (typeof value === "string")
      return value.replace(/\{([a-zA-Z]\w*)\}/g, (_, name: string) => {
        if (!(name in values)) throw new Error(`${path}: {${name}} is not a value copy can name`)
        return values[name]!
      })
    if (Array.isArray(value)) return value.map(fill)
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]))
    return value
  }
  return fill(parseYaml(match[1]!)) as T
}
