import { type ComponentProps, useContext } from "react"
import { site } from "#app/config/site.ts"
import { appLinkAttributes } from "#app/hydration/click-delegation.ts"
import { formatRich } from "#app/i18n/icu.ts"
import { SiteLanguageContext } from "./use-messages.ts"

type AppLinkProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  /** Where on the site the visitor opened the app from, e.g. "hero" or "pricing-ultra". */
  source: string
  /** Set on labelled calls to action (pricing Continue: the plan name; 'Start Creating Now'; blog CTAs) to also send cta_click. */
  ctaLabel?: string
  href?: string
}

/**
 * A call to action that opens the creation app in a new tab (SPEC §7, outbound
 * navigation). The click is measured and the attribution cookies written
 * synchronously, before the browser follows the link, which it is never kept from:
 * by the document's click listener (app/hydration/click-delegation.ts), from its data attributes.
 */
export function AppLink({ source, ctaLabel, href = site.appUrl, children, ...props }: AppLinkProps) {
  // Outside the site (a unit test renders a call to action alone) there are no words to say it.
  const language = useContext(SiteLanguageContext)
  return (
    <a href={href} target="_blank" rel="noopener" {...appLinkAttributes(source, ctaLabel)} {...props}>
      {language
        ? formatRich(language.messages.inNewTab, language.locale, {
            label: children,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })
        : children}
    </a>
  )
}
