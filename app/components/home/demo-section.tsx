import { Play } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { SectionHeading } from "#app/components/home/section-heading.tsx"
import { ResponsiveImage } from "#app/components/responsive-image.tsx"
import { VideoPlayer } from "#app/components/video-player.tsx"
import { site } from "#app/config/site.ts"
import { trackDemoOpen } from "#app/lib/analytics/track.ts"
import { fileCaptionsTrack } from "#app/lib/video-url.ts"
import type { OwnSectionsContent } from "#app/content/home-sections.server.ts"
import { Static } from "#app/hydration/static.tsx"

/**
 * 'See It In Action': a poster and a play button until the visitor presses
 * play, so no player (and no third-party host) loads before that click.
 */
export function DemoSection({ copy }: { copy: OwnSectionsContent["demo"] }) {
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // The play button is gone once pressed: keep keyboard focus on the player.
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <section aria-labelledby="demo-title" className="below-fold relative py-24">
      <div
        aria-hidden
        className="absolute inset-x-0 top-1/3 -z-10 h-2/3 bg-[radial-gradient(ellipse_at_center,rgb(139_92_246/0.16),transparent_65%)]"
      />
      <div className="container-page">
        <Static>
          <SectionHeading id="demo-title" eyebrow={copy.eyebrow} title={copy.title}>
            {copy.lead}
          </SectionHeading>
        </Static>
        <div
          ref={frame}
          tabIndex={-1}
          className="relative mx-auto mt-12 aspect-video max-w-5xl overflow-hidden rounded-card bg-black shadow-glow ring-1 ring-line outline-none"
        >
          {playing ? (
            <VideoPlayer
              url={site.demoVideoUrl}
              title={copy.videoTitle}
              captions={fileCaptionsTrack(site.demoVideoUrl, copy.captions)}
              className="rounded-none"
            />
          ) : (
            <button
              type="button"
              onClick={() => {
                setPlaying(true)
                trackDemoOpen("demo-section")
              }}
              className="group focus-ring-inset absolute inset-0 cursor-pointer"
              aria-label={copy.playLabel}
            >
              <ResponsiveImage
                variants={["/media/demo/walkthrough-poster-960", "/media/demo/walkthrough-poster"]}
                alt=""
                sizes="(min-width: 64rem) 64rem, 100vw"
                className="size-full object-cover transition duration-500 group-hover:scale-[1.02] group-hover:brightness-110"
              />
              <span className="absolute inset-0 grid place-items-center bg-ink/25">
                <span className="grid size-20 place-items-center rounded-full bg-brand-gradient text-white shadow-glow ring-8 ring-white/15 transition group-hover:scale-105 sm:size-24">
                  <Play aria-hidden className="ml-1 size-9 fill-current" />
                </span>
              </span>
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
