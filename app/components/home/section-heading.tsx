import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

type SectionHeadingProps = {
  id: string
  eyebrow: string
  title: ReactNode
  children?: ReactNode
  className?: string
  /** h2 in a page's stack of sections; h1 where the section opens its own page (/pricing). */
  level?: 1 | 2
}

/** The eyebrow, title and lead paragraph that open every home section. */
export function SectionHeading({ id, eyebrow, title, children, className, level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? "h1" : "h2"
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <p className="text-sm font-semibold tracking-[0.18em] text-violet-soft uppercase">{eyebrow}</p>
      <Heading id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
        {title}
      </Heading>
      {children ? <p className="mt-4 text-lg text-pretty text-muted">{children}</p> : null}
    </div>
  )
}
