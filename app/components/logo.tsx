import { Link } from "react-router"
import { site } from "#app/config/site.ts"
import { cn } from "#app/lib/cn.ts"
import { useChromeLinks, useMessages } from "./use-messages.ts"

function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="0.55" stopColor="#ec4899" />
          <stop offset="1" stopColor="#f59e0b" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
      <path d="M12.5 10.2v11.6c0 .7.8 1.2 1.4.8l8.7-5.8a1 1 0 0 0 0-1.6l-8.7-5.8c-.6-.4-1.4 0-1.4.8Z" fill="#fff" />
      <path d="M6.5 13.5v5M9.5 11.5v9" stroke="#fff" strokeWidth="2" strokeLinecap="round" opacity=".85" />
    </svg>
  )
}

/** The brand mark and name, linking home. */
export function Logo({ className }: { className?: string }) {
  const home = useChromeLinks().home.href
  const { header } = useMessages()
  return (
    <Link to={home} className={cn("inline-flex items-center gap-2.5 text-lg font-bold tracking-tight", className)}>
      <LogoMark />
      <span>{site.brand}</span>
      <span className="sr-only">{header.logoHome}</span>
    </Link>
  )
}
