import type { ComponentProps } from "react"
import { site } from "#app/config/site.ts"

type AppLinkProps = Omit<ComponentProps<"a">, "href" | "target" | "rel"> & {
  /** Where on the site the visitor opened the app from, e.g. "hero" or "pricing-ultra". */
  source: string
  href?: string
}

/** A call to action that opens the creation app in a new tab (SPEC §7, outbound navigation). */
export function AppLink({ source, href = site.appUrl, children, ...props }: AppLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener" data-app-source={source} {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
