import { Pause, Play } from "lucide-react"
import { useEffect, useRef, useState } from "react"
import { cn } from "#app/lib/cn.ts"

const HERO_VIDEO_ID = "hero-loop"

/**
 * The hero's muted background loop. It downloads nothing until it is allowed
 * to play, and never plays for visitors who ask for reduced motion: the poster
 * under it stays (and is what paints first). It has no sound track and is decorative (hidden from
 * assistive technology, out of the tab order), so it has no captions: there is nothing to caption
 * (scripts/media/captions.test.ts holds every other video to having them). `HeroVideoToggle`
 * pauses it.
 */
export function HeroVideo({ className }: { className?: string }) {
  const ref = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)")
    const update = () => {
      if (reducedMotion.matches) {
        video.pause()
        setPlaying(false)
        return
      }
      video.muted = true
      video.preload = "auto"
      // Browsers may refuse autoplay (data saver, battery saver): the poster stays.
      video.play().catch(() => setPlaying(false))
    }
    update()
    reducedMotion.addEventListener("change", update)
    return () => reducedMotion.removeEventListener("change", update)
  }, [])

  return (
    <video
      ref={ref}
      id={HERO_VIDEO_ID}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden
      tabIndex={-1}
      onPlaying={() => setPlaying(true)}
      data-playing={playing}
      className={cn("transition-opacity duration-700", playing ? "opacity-100" : "opacity-0", className)}
    >
      <source src="/media/hero-loop.webm" type="video/webm" />
      <source src="/media/hero-loop.mp4" type="video/mp4" />
    </video>
  )
}

/**
 * The loop starts by itself and lasts more than five seconds, so it can be paused (WCAG 2.2.2
 * Pause, Stop, Hide). The button sits outside the loop's aria-hidden backdrop and shows once the
 * loop has played: a visitor who asks for reduced motion, or whose browser refused autoplay, sees
 * a still poster and no button.
 */
export function HeroVideoToggle({ labels }: { labels: { pause: string; play: string } }) {
  const [state, setState] = useState<"still" | "playing" | "paused">("still")

  useEffect(() => {
    const video = document.getElementById(HERO_VIDEO_ID)
    if (!(video instanceof HTMLVideoElement)) return
    const onPlaying = () => setState("playing")
    // A pause before the loop ever played (reduced motion) leaves it still, with no button.
    const onPause = () => setState((current) => (current === "still" ? "still" : "paused"))
    video.addEventListener("playing", onPlaying)
    video.addEventListener("pause", onPause)
    // Had it started before this listened, the next frame says so.
    const frame = requestAnimationFrame(() => {
      if (!video.paused) setState("playing")
    })
    return () => {
      cancelAnimationFrame(frame)
      video.removeEventListener("playing", onPlaying)
      video.removeEventListener("pause", onPause)
    }
  }, [])

  if (state === "still") return null
  const playing = state === "playing"
  const toggle = () => {
    const video = document.getElementById(HERO_VIDEO_ID)
    if (!(video instanceof HTMLVideoElement)) return
    if (playing) video.pause()
    else video.play().catch(() => setState("paused"))
  }
  const Icon = playing ? Pause : Play
  return (
    <button
      type="button"
      onClick={toggle}
      className="absolute bottom-4 left-4 z-10 inline-flex items-center gap-1.5 rounded-full bg-ink/70 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/25 backdrop-blur hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white sm:bottom-6 sm:left-6"
    >
      <Icon aria-hidden className="size-3.5" />
      {playing ? labels.pause : labels.play}
    </button>
  )
}
