import type { ComponentProps } from "react"
import { cn } from "#app/lib/cn.ts"

type SwitchProps = Omit<ComponentProps<"button">, "onChange" | "role"> & {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}

/** An on/off switch (WAI-ARIA switch pattern); label it with aria-label or a <label>. */
export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors",
        checked ? "bg-violet-strong" : "bg-white/20",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-6" : "translate-x-1",
        )}
      />
    </button>
  )
}
