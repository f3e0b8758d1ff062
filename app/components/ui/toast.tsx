import { X } from "lucide-react"
import { useSyncExternalStore } from "react"
import { cn } from "#app/lib/cn.ts"
import { useMessages } from "#app/components/use-messages.ts"

export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" }
type Toast = ToastInput & { id: number }

const DISMISS_AFTER_MS = 5000
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit(next: Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function dismissToast(id: number) {
  emit(toasts.filter((t) => t.id !== id))
}

/** Shows a short message in the corner; destructive ones are announced assertively. */
export function toast(input: ToastInput) {
  const id = nextId++
  emit([...toasts.slice(-2), { ...input, id }])
  setTimeout(() => dismissToast(id), DISMISS_AFTER_MS)
  return id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const empty: Toast[] = []

export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  )
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:items-end">
      {/* Two live regions exist from the first render so that screen readers announce what enters them.
          The roles sit on wrappers: a list may not take the status or alert role. */}
      <div role="status" aria-live="polite" className="contents">
        <ol className="contents">
          {items
            .filter((t) => t.variant !== "destructive")
            .map((t) => (
              <ToastItem key={t.id} toast={t} />
            ))}
        </ol>
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        <ol className="contents">
          {items
            .filter((t) => t.variant === "destructive")
            .map((t) => (
              <ToastItem key={t.id} toast={t} />
            ))}
        </ol>
      </div>
    </div>
  )
}

function ToastItem({ toast: t }: { toast: Toast }) {
  const { toast: words } = useMessages()
  return (
    <li
      data-variant={t.variant ?? "default"}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl p-4 shadow-2xl ring-1",
        t.variant === "destructive" ? "bg-[#3b0d14] text-white ring-danger/50" : "bg-surface-2 text-fg ring-line",
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{t.title}</p>
        {t.description ? <p className="mt-0.5 text-sm opacity-85">{t.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(t.id)}
        aria-label={words.dismissNotification}
        className="-m-1 grid size-8 cursor-pointer place-items-center rounded-full hover:bg-white/10"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  )
}
