import { type VariantProps, cva } from "class-variance-authority"
import type { ComponentProps } from "react"
import { cn } from "#app/lib/cn.ts"

const badgeVariants = cva("inline-flex items-center gap-1.5 rounded-full font-medium", {
  variants: {
    variant: {
      glass: "bg-white/10 text-fg ring-1 ring-inset ring-white/15 backdrop-blur",
      violet: "bg-violet/15 text-violet-soft ring-1 ring-inset ring-violet/30",
      pink: "bg-pink/15 text-pink-soft ring-1 ring-inset ring-pink/30",
      solid: "bg-black/75 text-white",
    },
    size: { sm: "px-2.5 py-0.5 text-xs", md: "px-3.5 py-1 text-sm" },
  },
  defaultVariants: { variant: "glass", size: "sm" },
})

export function Badge({ className, variant, size, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant, size }), className)} {...props} />
}
