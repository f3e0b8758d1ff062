import { readFileSync } from "node:fs"
import { IntlMessageFormat } from "intl-messageformat"
import { parseSiteEnv } from "#app/config/site-env.ts"
import { intlTag } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"

// A catalog message (app/i18n/messages/<locale>.json) as a page shows it: formatted with FormatJS,
// its copy values (app/content/copy-values.ts) and the values given filled in. The server reads the
// catalogs through a Vite glob, which Playwright has not; copy-values.ts names the brand from the
// site's settings, given here from the environment the specs share with the build (as markdown-words.ts does).
Object.assign(globalThis, { __SITE_CONFIG__: parseSiteEnv(process.env), __SITE_RUNTIME__: {} })
const { copyValues } = await import("#app/content/copy-values.ts")

type Tree = { [key: string]: string | Tree }
const catalogs = new Map<Locale, Tree>()

/** The message at `key` ("homeSections.hero.badge") in `locale`, formatted. */
export function catalogText(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let catalog = catalogs.get(locale)
  if (!catalog) {
    catalog = JSON.parse(readFileSync(new URL(`../../app/i18n/messages/${locale}.json`, import.meta.url), "utf8")) as Tree
    catalogs.set(locale, catalog)
  }
  const source = key.split(".").reduce<string | Tree | undefined>((node, part) => (node as Tree | undefined)?.[part], catalog)
  if (typeof source !== "string") throw new Error(`app/i18n/messages/${locale}.json has no message ${key}`)
  return String(new IntlMessageFormat(source, intlTag(locale)).format({ ...copyValues(locale), ...values }))
}
