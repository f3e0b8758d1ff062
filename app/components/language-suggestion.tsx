import { X } from "lucide-react"
import { useSyncExternalStore } from "react"
import { usePageVersions } from "#app/components/language-switcher.tsx"
import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import { DISMISSED_KEY, languageToSuggest } from "#app/i18n/suggestion.ts"
import { useLocale, useSiteLanguage } from "./use-messages.ts"

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY)
  } catch {
    // Storage blocked (a privacy setting): the bar shows again on the next page, and can be dismissed again.
    return null
  }
}

// The visitor's languages and the dismissed suggestion, as stores: read only in the browser (their
// server snapshots offer nothing, so the server's HTML and hydration never show the bar).
const listeners = new Set<() => void>()
function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener("languagechange", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("languagechange", listener)
  }
}
const browserLanguages = () => (navigator.languages ?? [navigator.language]).join(",")
const noLanguages = () => ""

function dismiss(locale: Locale) {
  try {
    window.localStorage.setItem(DISMISSED_KEY, locale)
  } catch {
    // Nothing to remember it in: it stays dismissed until the next document.
    dismissedInMemory = locale
  }
  for (const listener of listeners) listener()
}
let dismissedInMemory: string | null = null
const dismissedSnapshot = () => readDismissed() ?? dismissedInMemory
const nothingDismissed = () => null

/**
 * The bar that offers the page in the visitor's own language, written in that language (the site never
 * redirects by language: docs/decisions/0018-six-languages.md). It exists only in the browser, after
 * hydration, so prerendered pages are the same for everyone; it overlays the page under the header,
 * so nothing moves when it appears.
 */
export function LanguageSuggestion() {
  const locale = useLocale()
  const { suggestions } = useSiteLanguage()
  // Only the page's own versions: a screen with none (not found) has nothing to offer.
  const { versions: found, own } = usePageVersions()
  const versions = own ? found : []
  const languages = useSyncExternalStore(subscribe, browserLanguages, noLanguages)
  const dismissed = useSyncExternalStore(subscribe, dismissedSnapshot, nothingDismissed)
  const suggested = languageToSuggest(
    languages ? languages.split(",") : [],
    locale,
    versions.map((v) => v.locale),
    dismissed,
  )

  const target = suggested ? versions.find((v) => v.locale === suggested) : undefined
  if (!suggested || !target) return null
  const words = suggestions[suggested]
  const tag = localeInfo[suggested].tag

  return (
    <aside
      lang={tag}
      aria-label={words.text}
      data-language-suggestion={suggested}
      className="fixed inset-x-0 top-16 z-40 border-b border-line/80 bg-surface-2/95 shadow-lg backdrop-blur-lg"
    >
      <div className="container-page flex items-center gap-3 py-2.5 text-sm">
        <p className="flex-1 text-muted">
          {words.text}{" "}
          <a
            href={target.path}
            hrefLang={tag}
            className="font-semibold text-fg underline underline-offset-2 hover:text-violet-soft"
          >
            {words.link}
          </a>
        </p>
        <button
          type="button"
          onClick={() => dismiss(suggested)}
          className="inline-flex h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-full px-3 font-medium text-fg hover:bg-white/10"
        >
          <X aria-hidden className="size-4" />
          {words.dismiss}
        </button>
      </div>
    </aside>
  )
}
