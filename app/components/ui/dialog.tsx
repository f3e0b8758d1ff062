import { X } from "lucide-react"
import { type ReactNode, useEffect, useId, useRef } from "react"
import { cn } from "#app/lib/cn.ts"
import { useMessages } from "#app/components/use-messages.ts"

type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  /** Hide the title visually; it still names the dialog for screen readers. */
  hideTitle?: boolean
  description?: ReactNode
  children: ReactNode
  className?: string
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus,
 * makes the page behind it inert and closes it on Escape. A click on the
 * backdrop or the close button closes it too, and focus goes back to where it
 * was. Content is mounted only while open, so a player inside stops on close.
 */
export function Dialog({ open, onClose, title, hideTitle, description, children, className }: DialogProps) {
  const { dialog } = useMessages()
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  return (
    // A click on the backdrop closes it; keyboard users have Escape, which the native dialog handles.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      // The title is mounted only while open; a closed dialog must not name a missing element.
      aria-labelledby={open ? titleId : undefined}
      onClose={() => {
        opener.current?.focus()
        if (open) onClose()
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
      className={cn(
        "m-auto w-[min(100vw-2rem,56rem)] max-h-[calc(100dvh-2rem)] overflow-visible bg-transparent p-0 text-fg backdrop:bg-black/80 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      {open ? (
        <div className="relative rounded-card bg-surface p-4 ring-1 ring-line sm:p-6">
          <div className={cn("mb-4 flex items-start justify-between gap-4", hideTitle && "mb-0")}>
            <h2 id={titleId} className={cn("text-lg font-semibold", hideTitle && "sr-only")}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={dialog.close}
              className={cn(
                "grid size-10 shrink-0 cursor-pointer place-items-center rounded-full bg-white/10 text-fg hover:bg-white/20",
                hideTitle && "absolute -top-3 -right-3 z-10 bg-surface-2 ring-1 ring-line",
              )}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
          {description ? <div className="mb-4 text-sm text-muted">{description}</div> : null}
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
