import { Play } from "lucide-react"
import { useEffect, useRef, useState, useSyncExternalStore } from "react"
import { type ExampleVideo, posterUrl } from "#app/content/examples.ts"

/** A captions track in the page's language: its file, its BCP 47 tag and its label (the language named in itself). */
export type CaptionsTrack = { src: string; srcLang: string; label: string }

/** Whether scripts run the player: false in the server's HTML and while hydrating, true from then on. */
const noChanges = () => () => {}
const useScripted = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )

/**
 * A watch page's video, its main content: the browser's own player, in the server's HTML with its
 * poster, size and captions, so crawlers and visitors without scripts see and can play it. It
 * downloads nothing but the poster and its captions until pressed (preload="none", no autoplay). The
 * captions track is in the page's language and `default`, so it is on without scripts too; the first
 * play, from the large button or the player's own controls, turns it on where a browser left it off.
 * The large play button over the poster is a bigger target for the same play; the player's own
 * controls stay reachable from the keyboard. The button needs a script, so the server's HTML has
 * none: it is added once the player has hydrated, and until then (or without scripts) a click, a tap
 * or the keyboard reaches the browser's own player.
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
  const scripted = useScripted()
  const { width, height } = video.format

  useEffect(() => {
    // Played before hydration, from the browser's own player: no large button, and the captions as a first play sets them.
    const player = ref.current
    if (player && (!player.paused || player.played.length > 0)) {
      setStarted(true)
      showCaptions(player)
    }
  }, [])

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
          showCaptions(event.currentTarget)
        }}
        className="focus-ring-inset size-full"
      >
        <source src={video.videoUrl} type="video/mp4" />
        <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} default />
      </video>
      {started || !scripted ? null : (
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

/** Turns on the player's captions track where a browser left it off, though it is `default`. */
function showCaptions(player: HTMLVideoElement) {
  const captions = player.textTracks[0]
  if (captions) captions.mode = "showing"
}
