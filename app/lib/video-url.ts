import { isYouTubeUrl } from "#app/lib/youtube.ts"

// How the site plays a video URL, in one place: the player renders by it and the build
// derives the CSP's frame-src and media-src from it (server/security.ts).

const VIDEO_FILE = /\.(mp4|webm)(?=[?#]|$)/i

/** "youtube": a youtube-nocookie embed; "file": the browser's own player; "player": another host's player, embedded as it is. */
export type VideoKind = "youtube" | "file" | "player"

export function videoKind(url: string): VideoKind {
  if (isYouTubeUrl(url)) return "youtube"
  return VIDEO_FILE.test(url) ? "file" : "player"
}

/** The captions of a video file: the .vtt file of the same name. */
export function captionsUrl(url: string): string {
  return url.replace(VIDEO_FILE, ".vtt")
}
