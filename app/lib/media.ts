import manifest from "../../public/media/manifest.json"

// Pixel sizes of the generated media, read at build time so every <img> gets
// its real width and height and nothing shifts while images load.
type MediaEntry = { width: number; height: number }

const files: Record<string, MediaEntry> = manifest.files

/** Width and height of a file under public/, e.g. "/media/hero-poster.webp". */
export function mediaSize(path: string): MediaEntry {
  const entry = files[path]
  if (!entry) throw new Error(`${path} is missing from public/media/manifest.json: regenerate the media`)
  return entry
}
