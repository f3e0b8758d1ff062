// The site's words are the catalogs' (app/i18n/messages/<locale>.json) and the Markdown pages'
// (app/content/pages/): no content module has a translation in TypeScript any more. What is kept
// here is the completeness check's view of app/content/<locale>/*.ts, so that a module with words
// written again in TypeScript, and its translations, are held to English's shape
// (app/i18n/completeness.test.ts) rather than passing unseen.

const translations = import.meta.glob<Record<string, unknown>>("/app/content/{it,es,de,fr,pt-br}/*.ts", { eager: true })

/** The translation modules, for the completeness check: "it/pages" → its exports. */
export function translationModules(): Map<string, Record<string, unknown>> {
  return new Map(Object.entries(translations).map(([path, module]) => [path.replace(/^\/app\/content\/|\.ts$/g, ""), module]))
}
