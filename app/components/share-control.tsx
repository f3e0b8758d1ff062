import { Link2, Share2 } from "lucide-react"
import { type ComponentType, type SVGProps, useId, useLayoutEffect, useRef, useState } from "react"
import { useLocation } from "react-router"
import { FacebookIcon, LinkedInIcon, WhatsAppIcon, XIcon } from "#app/components/brand-icons.tsx"
import { toast } from "#app/components/ui/toast.tsx"
import type { ShareMethod } from "#app/lib/analytics/events.ts"
import { absoluteUrl } from "#app/config/site.ts"
import { track } from "#app/lib/analytics/track.ts"
import { cn } from "#app/lib/cn.ts"
import { useFormat, useMessages } from "./use-messages.ts"
import { SHARE_POPUP_FEATURES, type ShareNetwork, shareUrl } from "#app/lib/share.ts"

export type ShareControlProps = {
  title: string
  description?: string
  /** Absolute URL to share; defaults to the current page on the public site URL. */
  url?: string
  hashtags?: string[]
  showLabel?: boolean
  variant?: "default" | "floating" | "minimal"
  className?: string
}

const networks: { network: ShareNetwork; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { network: "twitter", label: "Twitter", Icon: XIcon },
  { network: "facebook", label: "Facebook", Icon: FacebookIcon },
  { network: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { network: "whatsapp", label: "WhatsApp", Icon: WhatsAppIcon },
]

/**
 * Share this page (SPEC §2 share control): the device's share sheet where the
 * browser has one, otherwise a panel of networks and Copy Link.
 */
export function ShareControl({
  title,
  description,
  url,
  hashtags = [],
  showLabel = true,
  variant = "default",
  className,
}: ShareControlProps) {
  const location = useLocation()
  const { share: words } = useMessages()
  const format = useFormat()
  const pageUrl = url ?? absoluteUrl(location.pathname)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const panelId = useId()

  // The listeners that close the panel are in place as soon as it shows. In the browser Preact runs
  // a passive effect (useEffect) only after the next frame, and a busy machine delivers input ahead
  // of that: an Escape pressed just after Share went unheard, and the panel stayed open.
  useLayoutEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false)
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [open])

  const share = async () => {
    if (typeof navigator.share !== "function") {
      setOpen((isOpen) => !isOpen)
      return
    }
    try {
      await navigator.share({ title, text: description, url: pageUrl })
      trackShare("native")
      toast({ title: words.shared, description: words.sharedThanks })
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") {
        console.info("Share cancelled")
      } else {
        console.warn("Native share failed, showing the share panel instead", error)
        setOpen(true)
      }
    }
  }

  const trackShare = (method: ShareMethod) => track("share", { method, content_type: "webpage", item_id: pageUrl })

  const openNetwork = (network: ShareNetwork) => {
    trackShare(network)
    window.open(shareUrl(network, { title, description, url: pageUrl, hashtags }), "_blank", SHARE_POPUP_FEATURES)
  }

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(pageUrl)
      trackShare("copy_link")
      toast({ title: words.copied, description: words.copiedText })
    } catch (error) {
      console.warn("Copying the link failed", error)
      toast({
        title: words.copyFailed,
        description: words.copyFailedText,
        variant: "destructive",
      })
    }
  }

  const floating = variant === "floating"
  const labelled = showLabel && variant !== "minimal"

  return (
    <div
      ref={root}
      className={cn(floating ? "fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6" : "relative inline-block", className)}
    >
      <button
        type="button"
        onClick={() => void share()}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={labelled ? undefined : words.share}
        className={cn(
          "inline-flex cursor-pointer items-center justify-center gap-2 font-semibold transition",
          floating
            ? "size-14 rounded-full bg-brand-gradient text-white shadow-glow hover:brightness-110"
            : variant === "minimal"
              ? "size-10 rounded-full text-muted ring-1 ring-line hover:text-fg"
              : "h-11 rounded-full bg-white/10 px-5 text-fg ring-1 ring-inset ring-white/15 hover:bg-white/15",
        )}
      >
        <Share2 aria-hidden className={floating ? "size-6" : "size-5"} />
        {labelled && !floating ? <span>{words.share}</span> : null}
        {floating ? <span className="sr-only">{words.sharePage}</span> : null}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={words.options}
        hidden={!open}
        className={cn(
          "absolute z-50 w-60 rounded-2xl bg-surface-2 p-2 shadow-2xl ring-1 ring-line",
          floating ? "right-0 bottom-full mb-3" : "top-full left-0 mt-2",
        )}
      >
        <ul className="flex flex-col">
          {networks.map(({ network, label, Icon }) => (
            <li key={network}>
              <button
                type="button"
                onClick={() => openNetwork(network)}
                className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm text-fg hover:bg-white/5"
              >
                <Icon className="size-5 text-muted" />
                {format.text(words.shareOn, { network: label })}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void copyLink()}
              className="flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm text-fg hover:bg-white/5"
            >
              <Link2 aria-hidden className="size-5 text-muted" />
              {words.copyLink}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
