import type { ReactNode } from "react"
import { cn } from "#app/lib/cn.ts"

type SectionHeadingProps = {
  id: string
  eyebrow: string
  title: ReactNode
  children?: ReactNode
  className?: string
}

/** The eyebrow, title and lead paragraph that open every home section. */
export function SectionHeading({ id, eyebrow, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cn("mx-auto max-w-2xl text-center", className)}>
      <p className="text-sm font-semibold tracking-[0.18em] text-violet-soft uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-lg text-pretty text-muted">{children}</p> : null}
    </div>
  )
}
