import { type VariantProps, cva } from "class-variance-authority"
import type { ComponentProps } from "react"
import { cn } from "#app/lib/cn.ts"

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 text-center rounded-full font-semibold transition-[background-color,box-shadow,transform,color] duration-200 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-[1.1em] [&_svg]:shrink-0 cursor-pointer",
  {
    variants: {
      variant: {
        primary: "bg-brand-gradient text-white shadow-glow hover:brightness-110 active:scale-[0.98]",
        secondary: "bg-white/10 text-fg ring-1 ring-inset ring-white/15 hover:bg-white/15",
        outline: "text-fg ring-1 ring-inset ring-line hover:bg-white/5 hover:ring-violet-soft/60",
        ghost: "text-muted hover:text-fg hover:bg-white/5",
        light: "bg-white text-ink hover:bg-white/90",
      },
      size: {
        sm: "min-h-9 px-4 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-[0.95rem]",
        lg: "min-h-13 px-7 py-2.5 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
)

export type ButtonVariants = VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = "button", ...props }: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
