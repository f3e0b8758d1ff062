import { useEffect, useRef, useState } from "react"
import { cn } from "#app/lib/cn.ts"

/**
 * The hero's muted background loop. It downloads nothing until it is allowed
 * to play, and never plays for visitors who ask for reduced motion: the poster
 * under it stays (and is what paints first). It has no sound track and is decorative (hidden from
 * assistive technology, out of the tab order), so it has no captions: there is nothing to caption
 * (scripts/media/captions.test.ts holds every other video to having them).
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
