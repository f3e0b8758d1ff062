import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

type ScrollRegionProps = {
  children: ReactNode
  className?: string
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })

/**
 * A box that scrolls sideways on small screens (a wide table) instead of the page. It is a named,
 * focusable region so keyboard users can reach and scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function ScrollRegion({ children, className, label, labelledBy }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll box must take focus to be scrolled by keyboard
    <div className={cn("overflow-x-auto", className)} role="region" aria-label={label} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}
