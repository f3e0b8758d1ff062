import type { Locale } from "#app/i18n/locales.ts"

// The words of the site in each language (docs/decisions/0018-six-languages.md). English content
// lives in app/content/<name>.ts beside the data it describes; a language's translation of it in
// app/content/<locale>/<name>.ts, exporting the same names (text only). Route loaders read a
// page's content through here, in its language, and hand it to the page as loader data, so no
// component imports a content module's words. The browser imports content modules only for the
// calculator's figures and logic (plan-figures.ts, track-cost-logic.ts) and for the fixed
// articles' MDX bodies and their data, which quote some English plan copy from plans.ts
// (decision 0018 says where that copy lands).

const translations = import.meta.glob<Record<string, unknown>>("/app/content/{it,es,de,fr,pt-br}/*.ts", { eager: true })

/**
 * A content module in a language: the English module's exports, each text export replaced by the
 * language's translation. `localized(plans, "plans", "it").plans` are the plans in Italian.
 * The check in app/i18n/completeness.test.ts fails on a translation that is missing or has a key
 * the English lacks, so the English never shows through unnoticed.
 */
export function localized<M extends object>(english: M, name: string, locale: Locale): M {
  if (locale === "en") return english
  const translation = translations[`/app/content/${locale}/${name}.ts`]
  return translation ? { ...english, ...translation } : english
}

/** The translation modules, for the completeness check: "it/pages" → its exports. */
export function translationModules(): Map<string, Record<string, unknown>> {
  return new Map(Object.entries(translations).map(([path, module]) => [path.replace(/^\/app\/content\/|\.ts$/g, ""), module]))
}
