import type { ComponentProps } from "react"
import { cn } from "#app/lib/cn.ts"

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-card bg-surface/80 ring-1 ring-inset ring-line transition-shadow", className)} {...props} />
}
