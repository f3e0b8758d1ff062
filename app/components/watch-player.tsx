import { Play } from "lucide-react"
import { useRef, useState } from "react"
import type { ExampleVideo } from "#app/content/examples.ts"

/** A captions track in the page's language: its file, its BCP 47 tag and its label (the language named in itself). */
export type CaptionsTrack = { src: string; srcLang: string; label: string }

/**
 * The poster of an example, the page's largest paint: its 640 px AVIF still, the smallest of its
 * stills (a poster takes one URL, not a srcset), which keeps a phone's first screen fast on a slow
 * network; every browser that plays the clip shows AVIF.
 */
export const posterUrl = (video: Pick<ExampleVideo, "thumbnail">) => `${video.thumbnail}-640.avif`

/**
 * A watch page's video, its main content: the browser's own player, in the server's HTML with its
 * poster, size and captions, so crawlers and visitors without scripts see and can play it. It
 * downloads nothing but the poster until pressed (preload="none", no autoplay). The captions track
 * is not `default`, which would fetch it with the page: the first play, from the large button or
 * the player's own controls, turns it on; it is in the page's language. The large play button over the poster is a bigger
 * target for the same play; the player's own controls stay reachable from the keyboard.
 */
export function WatchPlayer({
  video,
  captions,
  label,
  play,
}: {
  video: ExampleVideo
  captions: CaptionsTrack
  /** The player's accessible name ("Neon Nights example video") and the play button's ("Play Neon Nights"). */
  label: string
  play: string
}) {
  const ref = useRef<HTMLVideoElement>(null)
  const [started, setStarted] = useState(false)
  const { width, height } = video.format
  return (
    <div
      className="relative overflow-hidden rounded-card bg-black shadow-glow ring-1 ring-line"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <video
        ref={ref}
        controls
        playsInline
        preload="none"
        poster={posterUrl(video)}
        width={width}
        height={height}
        aria-label={label}
        onPlay={(event) => {
          if (started) return
          setStarted(true)
          const captions = event.currentTarget.textTracks[0]
          if (captions) captions.mode = "showing"
        }}
        className="focus-ring-inset size-full"
      >
        <source src={video.videoUrl} type="video/mp4" />
        <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} />
      </video>
      {started ? null : (
        <button
          type="button"
          onClick={() => {
            const player = ref.current
            // Focus follows to the player, whose controls pause, seek and turn the captions off.
            player?.focus()
            // A browser that refuses (no codec, data saver) leaves its own controls to try again.
            player?.play().catch(() => {})
          }}
          className="group focus-ring-inset absolute inset-0 grid cursor-pointer place-items-center bg-ink/20"
        >
          <span className="sr-only">{play}</span>
          <span className="grid size-20 place-items-center rounded-full bg-brand-gradient text-white shadow-glow ring-8 ring-white/15 transition group-hover:scale-105 sm:size-24">
            <Play aria-hidden className="ml-1 size-9 fill-current" />
          </span>
        </button>
      )}
    </div>
  )
}
