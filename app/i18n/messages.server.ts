import type { Locale } from "./locales.ts"
import { type Messages, messages as english } from "./messages/en.ts"

// Each language's messages, read on the server and handed to the browser with the page's root
// data, so the browser's JavaScript holds no language's words.
const catalogs = import.meta.glob<{ messages: Messages }>("./messages/*.ts", { eager: true })

export function messagesFor(locale: Locale): Messages {
  return catalogs[`./messages/${locale}.ts`]?.messages ?? english
}

/** Every catalog by language, for the completeness check. */
export function allCatalogs(): Map<string, Messages> {
  return new Map(
    Object.entries(catalogs).map(([path, module]) => [path.slice("./messages/".length, -".ts".length), module.messages]),
  )
}
