import { X } from "lucide-react"
import { type ReactNode, useEffect, useEffectEvent, useId, useRef, useState, useSyncExternalStore } from "react"
import { Link, useMatches } from "react-router"
import { Button } from "#app/components/ui/button.tsx"
import { Switch } from "#app/components/ui/switch.tsx"
import { type ConsentCategories, hasTrackers, readConsent, storeConsent, subscribeConsent } from "#app/lib/analytics/consent.ts"
import { applyConsent } from "#app/lib/analytics/loaders.ts"
import { rememberFbclid } from "#app/lib/attribution.ts"
import { cn } from "#app/lib/cn.ts"
import { useChromeLinks, useMessages } from "./use-messages.ts"

const NONE: ConsentCategories = { analytics: false, marketing: false }
const ALL: ConsentCategories = { analytics: true, marketing: true }

const categoryKeys = ["analytics", "marketing"] as const satisfies (keyof ConsentCategories)[]

/**
 * A button that reopens the consent panel: the footer's 'Cookie preferences' and the cookie policy.
 * The banner listens for its clicks on the document, so it works inside static content too.
 */
export function CookiePreferencesButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button type="button" data-cookie-preferences="" className={cn("cursor-pointer", className)}>
      {children}
    </button>
  )
}

/** Whether the page is a draft's preview: the article route's data carries its state (app/routes/blog-article.tsx). */
function useShowsPreview(): boolean {
  return useMatches().some((match) => Boolean((match.loaderData as { preview?: unknown } | null | undefined)?.preview))
}

/**
 * The consent banner (docs/analytics.md). It renders nothing on the server, so
 * prerendered pages are the same for everyone, and appears after hydration
 * only when a tracker is configured and no valid choice is stored. It is a
 * fixed overlay: it never moves or blocks the page's content.
 *
 * A draft's preview runs no tracker, whatever the visitor chose: its address carries the link's
 * secret, which every tracker would send to its host. The banner does not ask there, and a document
 * that has shown a preview starts no tracker for the rest of its life (a choice made meanwhile is
 * stored, and applies from the next page load).
 */
export function ConsentBanner() {
  const showsPreview = useShowsPreview()
  const [trackersBarred, setTrackersBarred] = useState(showsPreview)
  if (showsPreview && !trackersBarred) setTrackersBarred(true)
  // Whether the visitor still has to answer; always false on the server and while hydrating.
  const needsChoice = useSyncExternalStore(
    subscribeConsent,
    () => hasTrackers() && readConsent() === null,
    () => false,
  )
  const { consent } = useMessages()
  const { cookiePolicy } = useChromeLinks()
  const [panel, setPanel] = useState<"notice" | "customise" | null>(null)
  const [draft, setDraft] = useState<ConsentCategories>(NONE)
  const opener = useRef<HTMLElement | null>(null)
  const root = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const view = panel ?? (needsChoice && !trackersBarred ? "notice" : "closed")

  // The page this document loaded with decides: read once, as the document starts.
  const applyStoredConsent = useEffectEvent(() => {
    const stored = readConsent()
    if (stored && !trackersBarred) applyConsent(stored)
  })

  useEffect(() => {
    rememberFbclid()
    applyStoredConsent()
    const open = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-cookie-preferences]")) return
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      const current = readConsent()
      setDraft(current ? { analytics: current.analytics, marketing: current.marketing } : NONE)
      setPanel("customise")
    }
    document.addEventListener("click", open)
    return () => document.removeEventListener("click", open)
  }, [])

  const finish = () => {
    setPanel(null)
    opener.current?.focus()
  }

  const decide = (choice: ConsentCategories) => {
    finish()
    const stored = storeConsent(choice)
    if (!trackersBarred) applyConsent(stored)
  }

  // Closing without answering is a refusal; closing the reopened panel keeps the answer given before.
  const close = () => (readConsent() ? finish() : decide(NONE))
  const onEscape = useEffectEvent(close)

  useEffect(() => {
    if (view === "customise") heading.current?.focus()
    if (view === "closed") return
    const section = root.current
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onEscape()
    section?.addEventListener("keydown", onKey)
    return () => section?.removeEventListener("keydown", onKey)
  }, [view])

  // Focus must not hide behind the banner (WCAG 2.4.11 Focus Not Obscured): while it shows, its
  // height is kept clear at the bottom of the page and of every scroll to a focused element
  // (`--consent-banner-height` in tailwind.css), so the footer's last links can scroll above it too.
  useEffect(() => {
    const section = root.current
    if (view === "closed" || !section) return
    const html = document.documentElement
    const observer = new ResizeObserver(() => html.style.setProperty("--consent-banner-height", `${section.offsetHeight}px`))
    observer.observe(section)
    return () => {
      observer.disconnect()
      html.style.removeProperty("--consent-banner-height")
    }
  }, [view])

  if (view === "closed") return null
  const customising = view === "customise"

  return (
    <section
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] p-3 sm:p-5"
    >
      <div className="pointer-events-auto relative mx-auto max-h-[calc(100dvh-1.5rem)] max-w-3xl overflow-y-auto rounded-card bg-surface-2/95 p-5 shadow-2xl ring-1 ring-line backdrop-blur-lg sm:p-6">
        <button
          type="button"
          onClick={close}
          aria-label={readConsent() ? consent.closePreferences : consent.closeAndReject}
          className="absolute top-3 right-3 grid size-10 cursor-pointer place-items-center rounded-full text-muted hover:bg-white/10 hover:text-fg"
        >
          <X aria-hidden className="size-5" />
        </button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className="pr-10 text-lg font-bold outline-none">
          {customising ? consent.preferences : consent.notice}
        </h2>
        <p id={descriptionId} className="mt-2 text-sm leading-relaxed text-muted">
          {consent.description}{" "}
          <Link to={cookiePolicy.href} className="font-medium text-fg underline underline-offset-2 hover:text-violet-soft">
            {consent.readPolicy}
          </Link>
          .
        </p>
        {customising ? (
          <ul className="mt-4 flex flex-col gap-3">
            {categoryKeys.map((key) => (
              <li key={key} className="flex items-start justify-between gap-4 rounded-xl bg-white/5 p-4 ring-1 ring-line">
                <div>
                  <h3 id={`${titleId}-${key}`} className="font-semibold">
                    {consent.categories[key].title}
                  </h3>
                  <p id={`${titleId}-${key}-text`} className="mt-1 text-sm text-muted">
                    {consent.categories[key].description}
                  </p>
                </div>
                <Switch
                  checked={draft[key]}
                  onCheckedChange={(checked) => setDraft((d) => ({ ...d, [key]: checked }))}
                  aria-labelledby={`${titleId}-${key}`}
                  aria-describedby={`${titleId}-${key}-text`}
                  className="mt-0.5"
                />
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {customising ? (
            <Button variant="outline" size="md" onClick={() => decide(draft)} className="sm:mr-auto">
              {consent.saveChoices}
            </Button>
          ) : (
            <Button variant="outline" size="md" onClick={() => setPanel("customise")} className="sm:mr-auto">
              {consent.customise}
            </Button>
          )}
          <Button variant="light" size="md" onClick={() => decide(NONE)}>
            {consent.rejectAll}
          </Button>
          <Button variant="light" size="md" onClick={() => decide(ALL)}>
            {consent.acceptAll}
          </Button>
        </div>
      </div>
    </section>
  )
}
