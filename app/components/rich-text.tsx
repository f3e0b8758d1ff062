import { Fragment, type ReactNode } from "react"

/**
 * A sentence of copy with its markup in words a translator can move: `**Settings**` is bold,
 * `{email}` is replaced by the element given for it. Word order stays the language's own, where
 * splitting a sentence around its links would fix it to English.
 */
export function RichText({
  text,
  slots = {},
  strongClassName,
}: {
  text: string
  slots?: Record<string, ReactNode>
  strongClassName?: string
}) {
  const parts = text.split(/(\*\*[^*]+\*\*|\{\w+\})/g)
  return (
    <>
      {parts.map((part, i) => {
        if (part.startsWith("**") && part.endsWith("**")) {
          return (
            <strong key={i} className={strongClassName}>
              {part.slice(2, -2)}
            </strong>
          )
        }
        const slot = /^\{(\w+)\}$/.exec(part)?.[1]
        if (slot !== undefined && slot in slots) return <Fragment key={i}>{slots[slot]}</Fragment>
        return part
      })}
    </>
  )
}
