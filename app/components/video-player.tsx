import { cn } from "#app/lib/cn.ts"
import { videoKind } from "#app/lib/video-url.ts"
import { toEmbedUrl } from "#app/lib/youtube.ts"
import type { CaptionsTrack } from "./watch-player.tsx"

type VideoPlayerProps = {
  url: string
  /** Names the player for screen readers. */
  title: string
  className?: string
  /** A video file's captions in the page's language, turned on by default. */
  captions: CaptionsTrack
}

/**
 * Plays a video that a visitor asked for, so it starts at once: YouTube links
 * as a youtube-nocookie embed with autoplay, video files in the browser's own
 * player, and any other URL (another host's player) as an embed as it is.
 */
export function VideoPlayer({ url, title, className, captions }: VideoPlayerProps) {
  const frame = cn("aspect-video w-full rounded-xl bg-black", className)
  if (videoKind(url) === "file") {
    return (
      <video src={url} controls autoPlay playsInline aria-label={title} className={frame}>
        <track kind="captions" src={captions.src} srcLang={captions.srcLang} label={captions.label} default />
      </video>
    )
  }
  return (
    <iframe
      src={toEmbedUrl(url)}
      title={title}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={frame}
    />
  )
}
