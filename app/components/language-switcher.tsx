import { Check, ChevronDown, Languages } from "lucide-react"
import { useId, useLayoutEffect, useRef, useState } from "react"
import { useLocation, useMatches } from "react-router"
import { type Locale, type PageLanguage, localeInfo } from "#app/i18n/locales.ts"
import { useLocale, useMessages, useSiteLanguage } from "./use-messages.ts"
import { cn } from "#app/lib/cn.ts"

type Version = { locale: Locale; path: string }

/**
 * The languages the current page exists in, with its address in each: the page's `language.versions`
 * from its loader data (app/content/page-language.server.ts), or, on the page the document was loaded for, the
 * route table's (the root's data). `own` is false for a screen with none (not found, an error): the
 * switcher then offers each language's home page.
 */
export function usePageVersions(): { versions: Version[]; own: boolean } {
  const matches = useMatches()
  const { pathname } = useLocation()
  const { links, document } = useSiteLanguage()
  for (let i = matches.length - 1; i >= 0; i--) {
    const versions = (matches[i]?.loaderData as { language?: PageLanguage } | undefined)?.language?.versions
    if (versions && versions.length > 0) return { versions, own: true }
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  if (document.path === path && document.versions.length > 0) return { versions: document.versions, own: true }
  return { versions: links.homes, own: false }
}

/** A link to the page in a language: a plain link, so another language loads as a whole document. */
function VersionLink({ version, current, className }: { version: Version; current: boolean; className: string }) {
  const info = localeInfo[version.locale]
  return (
    <a href={version.path} hrefLang={info.tag} lang={info.tag} aria-current={current ? "page" : undefined} className={className}>
      {info.name}
      {current ? <Check aria-hidden className="size-4 shrink-0 text-violet-soft" /> : null}
    </a>
  )
}

/** The header's switcher: a disclosure button with the page's languages, each in its own name. */
export function LanguageSwitcher() {
  const locale = useLocale()
  const { language } = useMessages()
  const { versions } = usePageVersions()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  const { pathname } = useLocation()

  // A navigation closes the list (adjusting state during render, as the header's menu does).
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }

  // A layout effect, as in the header's menu: Preact runs a passive effect only after the next frame.
  useLayoutEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    document.addEventListener("focusin", onFocus)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
      document.removeEventListener("focusin", onFocus)
    }
  }, [open])

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex size-10 cursor-pointer items-center justify-center gap-1.5 rounded-full text-sm font-medium text-muted hover:bg-white/10 hover:text-fg sm:w-auto sm:px-3"
      >
        <Languages aria-hidden className="size-5" />
        <span className="sr-only">{language.switcherLabel}: </span>
        {/* On a phone the icon alone: the header's row has room for little else beside the logo. */}
        <span aria-hidden className="hidden uppercase sm:inline">
          {locale === "pt-br" ? "PT" : locale}
        </span>
        <span className="sr-only">{language.current}</span>
        <ChevronDown aria-hidden className={cn("hidden size-4 transition-transform sm:block", open && "rotate-180")} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        data-language-switcher=""
        aria-label={language.switcherLabel}
        className="absolute top-full right-0 z-50 mt-2 flex w-56 flex-col rounded-2xl bg-surface-2 p-2 shadow-2xl ring-1 ring-line"
      >
        {versions.map((version) => (
          <li key={version.locale}>
            <VersionLink
              version={version}
              current={version.locale === locale}
              className="flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm text-fg hover:bg-white/5 aria-[current=page]:font-semibold"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The footer's switcher: the page's languages as a plain list. */
export function FooterLanguages() {
  const locale = useLocale()
  const { language } = useMessages()
  const { versions } = usePageVersions()
  return (
    <nav aria-label={language.switcherLabel} className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <h2 className="text-sm font-semibold text-fg">{language.footerHeading}</h2>
      <ul data-language-switcher="" className="flex flex-wrap gap-x-4 gap-y-2">
        {versions.map((version) => (
          <li key={version.locale}>
            <VersionLink
              version={version}
              current={version.locale === locale}
              className="inline-flex items-center gap-1 text-sm text-muted hover:text-fg aria-[current=page]:text-fg"
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}
