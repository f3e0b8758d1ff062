// Turns the YouTube link shapes people paste into the privacy-enhanced embed
// URL, with autoplay on because the player is only mounted after a click
// (SPEC §2 examples, §5 validation). Anything else is used as it is.

const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"])
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

/** The 11-character video id of a YouTube watch, shorts, embed or youtu.be link, or null. */
export function youtubeVideoId(input: string): string | null {
  let url: URL
  try {
    url = new URL(input.trim())
  } catch {
    return null
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null
  const host = url.hostname.toLowerCase()
  let candidate: string | null | undefined = null
  if (host === "youtu.be" || host === "www.youtu.be") {
    candidate = url.pathname.split("/")[1]
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split("/")
    if (first === "watch") candidate = url.searchParams.get("v")
    else if (first === "shorts" || first === "embed") candidate = second
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null
}

export function isYouTubeUrl(input: string): boolean {
  return youtubeVideoId(input) !== null
}

/** The youtube-nocookie embed URL (autoplay on) for a YouTube link; any other URL unchanged. */
export function toEmbedUrl(input: string): string {
  const id = youtubeVideoId(input)
  return id ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` : input
}
