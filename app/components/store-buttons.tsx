import { AppleIcon, GooglePlayIcon } from "#app/components/brand-icons.tsx"
import { site } from "#app/config/site.ts"
import { trackedClick } from "#app/hydration/click-delegation.ts"
import { cn } from "#app/lib/cn.ts"
import { useFormat, useMessages } from "./use-messages.ts"

export type Store = "ios" | "android"

const stores = [
  { store: "ios", href: site.appStoreUrl, name: "App Store", Icon: AppleIcon },
  { store: "android", href: site.googlePlayUrl, name: "Google Play", Icon: GooglePlayIcon },
] as const

/** The badges' words in the page's language: the line above each store's name. */
export type StoreBadgeLabels = Record<Store, string>

/** Links to the iOS and Android apps, styled as store badges. */
export function StoreButtons({ storeBadges, className }: { storeBadges: StoreBadgeLabels; className?: string }) {
  const { inNewTab } = useMessages()
  const format = useFormat()
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {stores.map(({ store, href, name, Icon }) => (
        <a
          key={store}
          href={href}
          target="_blank"
          rel="noopener"
          data-store={store}
          {...trackedClick("app_download_click", { platform: store })}
          className="inline-flex h-12 items-center whitespace-nowrap gap-2.5 rounded-xl bg-black px-4 text-white ring-1 ring-white/20 transition hover:ring-white/50"
        >
          <Icon className="size-6" />
          {format.rich(inNewTab, {
            label: (
              <span className="flex flex-col text-left leading-tight">
                <span className="text-[0.65rem] uppercase tracking-wide text-white/80">{storeBadges[store]}</span>
                <span className="text-sm font-semibold">{name}</span>
              </span>
            ),
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </a>
      ))}
    </div>
  )
}
