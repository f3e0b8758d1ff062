import * as pages from "./pages.ts"
import { localized } from "./localized.server.ts"
import { pageLanguage } from "./page-language.server.ts"

/** The pages whose words are one entry of pages.ts: the Nano Banana integration, delete-account and affiliate. */
type FixedPage = "nanoBanana" | "deleteAccount" | "affiliate"

/**
 * A fixed page's loader data from its matched route pattern: its language and versions, its path, and
 * its words in its language (docs/decisions/0018-six-languages.md).
 */
export function fixedPageData<P extends FixedPage>(pattern: string, page: P) {
  const { locale, versions, path } = pageLanguage(pattern)
  return { language: { locale, versions }, path, content: localized(pages, "pages", locale)[page] }
}
