import { Globe, Play } from "lucide-react"
import { useState } from "react"
import { AppLink } from "#app/components/app-link.tsx"
import { StoreButtons } from "#app/components/store-buttons.tsx"
import { Button, buttonVariants } from "#app/components/ui/button.tsx"
import { Dialog } from "#app/components/ui/dialog.tsx"
import { VideoPlayer } from "#app/components/video-player.tsx"
import { fileCaptionsTrack } from "#app/lib/video-url.ts"
import { site } from "#app/config/site.ts"
import { trackDemoOpen } from "#app/lib/analytics/track.ts"
import type { OwnSectionsContent } from "#app/content/home-sections.server.ts"
import { Static } from "#app/hydration/static.tsx"

export function ClosingCtaSection({ copy }: { copy: OwnSectionsContent["closing"] }) {
  const [demoOpen, setDemoOpen] = useState(false)
  return (
    <section aria-labelledby="closing-title" className="below-fold container-page pt-12 pb-28">
      <div className="relative isolate overflow-hidden rounded-[2rem] px-6 py-16 text-center ring-1 ring-white/10 sm:px-12 sm:py-20">
        <div aria-hidden className="absolute inset-0 -z-10 bg-brand-gradient opacity-90" />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.22),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(10_10_18/0.55),transparent_55%)]"
        />
        <Static>
          <h2
            id="closing-title"
            className="mx-auto max-w-3xl text-3xl font-black tracking-tight text-balance text-white sm:text-5xl"
          >
            {copy.title}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-lg text-white/90">{copy.lead}</p>
        </Static>
        <div className="mx-auto mt-9 flex max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
          <Static>
            <AppLink source="closing-cta" ctaLabel={copy.start} className={buttonVariants({ variant: "light", size: "lg" })}>
              {copy.start}
            </AppLink>
          </Static>
          <Button
            size="lg"
            variant="secondary"
            className="bg-black/25 text-white ring-white/40 hover:bg-black/40"
            onClick={() => {
              setDemoOpen(true)
              trackDemoOpen("closing-cta")
            }}
          >
            <Play aria-hidden className="fill-current" />
            {copy.watchDemo}
          </Button>
        </div>
        <Static>
          <div className="mt-10 flex flex-col items-center gap-3">
            <p className="text-sm font-semibold text-white/90">{copy.alsoOn}</p>
            <div className="flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center">
              <StoreButtons storeBadges={copy.storeBadges} className="flex-col *:justify-center sm:flex-row" />
              <AppLink
                source="closing-web-app"
                className="inline-flex h-12 items-center justify-center gap-2.5 rounded-xl bg-black px-4 text-sm font-semibold text-white ring-1 ring-white/20 transition hover:ring-white/50"
              >
                <Globe aria-hidden className="size-5" />
                {copy.webApp}
              </AppLink>
            </div>
          </div>
        </Static>
      </div>
      <Dialog open={demoOpen} onClose={() => setDemoOpen(false)} title={copy.videoTitle} className="w-[min(100vw-2rem,64rem)]">
        <VideoPlayer
          url={site.demoVideoUrl}
          title={copy.videoTitle}
          captions={fileCaptionsTrack(site.demoVideoUrl, copy.captions)}
        />
      </Dialog>
    </section>
  )
}
