import { z } from "zod"
import { markdownPage } from "#app/content/markdown-page.server.ts"
import { externalLinksInNewTab, sectionsOf, type PageSection } from "#app/content/pages/sections.server.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { lifetime, type StoredItem, storedNames } from "./stored.ts"

// The cookie policy: app/content/pages/cookie-policy/<locale>.md. Its frontmatter holds a table per
// consent category (rows name an item of ./stored.ts, which gives its technical name and lifetime);
// its body is the opening paragraph, then the closing section (`## … {#cookies-withdraw}`).

const text = z.string().min(1)
const storedItem = z.enum(Object.keys(storedNames) as [StoredItem, ...StoredItem[]])

export const cookiePolicySchema = z.strictObject({
  title: text,
  description: text,
  newTab: text,
  columns: z.strictObject({ name: text, by: text, purpose: text, lifetime: text }),
  categories: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/),
        title: text,
        /** The table's accessible name: "Analytics cookies". */
        tableLabel: text,
        summary: text,
        items: z
          .array(
            z.strictObject({
              stored: storedItem,
              by: text,
              purpose: text,
              /** The lifetime in words, where the table says more than its length. */
              lifetime: text.optional(),
            }),
          )
          .min(1),
      }),
    )
    .min(1),
  withdrawButton: text,
})

/** A table row: the item's name and lifetime from the code, the rest in the page's language. */
export type CookieRow = { name: string; by: string; purpose: string; lifetime: string }

export type CookiePolicyContent = {
  page: { title: string; description: string; columns: z.infer<typeof cookiePolicySchema>["columns"]; withdrawButton: string }
  /** The opening paragraph, as HTML. */
  intro: string
  categories: { id: string; title: string; tableLabel: string; summary: string; items: CookieRow[] }[]
  /** The closing section: how to change or withdraw consent. */
  withdraw: PageSection
}

/** The cookie policy in `locale`: it is routed in the languages its file is complete in (app/content/page-activation.ts). */
export function cookiePolicyContent(locale: Locale): CookiePolicyContent {
  const path = `cookie-policy/${locale}.md`
  const source = markdownPage("cookie-policy", locale, cookiePolicySchema)
  if (!source) throw new Error(`${path}: missing or incomplete`)
  const { title, description, columns, withdrawButton, newTab, categories } = source.data
  const { lead, sections } = sectionsOf(externalLinksInNewTab(source.html, newTab), path)
  const [withdraw, ...others] = sections
  if (!withdraw || withdraw.id !== "cookies-withdraw" || others.length > 0)
    throw new Error(`${path}: the body is the opening paragraph, then one section, {#cookies-withdraw}`)
  return {
    page: { title, description, columns, withdrawButton },
    intro: lead,
    categories: categories.map((category) => ({
      ...category,
      items: category.items.map((item) => ({
        name: storedNames[item.stored],
        by: item.by,
        purpose: item.purpose,
        lifetime: item.lifetime ?? lifetime(item.stored, locale),
      })),
    })),
    withdraw,
  }
}
