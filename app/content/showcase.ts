/** Screens of the creation app shown in the interface showcase (SPEC §2, §3). */
export type InterfaceScreenshot = {
  slug: "frame-by-frame-control" | "real-time-preview" | "smart-asset-library" | "quick-video-generation"
  title: string
  description: string
  /** Image base path; files are `<image>-720|1440.avif|webp`. */
  image: string
  alt: string
}

export const screenshots: InterfaceScreenshot[] = [
  {
    slug: "frame-by-frame-control",
    title: "Frame by Frame Control",
    description: "Step through every frame on the timeline and re-prompt any scene without touching the rest.",
    image: "/media/interface/frame-by-frame-control",
    alt: "The editor's timeline with scene thumbnails, a waveform of the track and a selected frame ready to edit",
  },
  {
    slug: "real-time-preview",
    title: "Real-time Preview",
    description: "Watch the video play against your track while it renders, and catch a wrong cut before export.",
    image: "/media/interface/real-time-preview",
    alt: "The preview player showing a rendered scene with playback controls and the lip-sync track below",
  },
  {
    slug: "smart-asset-library",
    title: "Smart Asset Library",
    description: "Keep singers, styles and scenes in one library and reuse them across every release.",
    image: "/media/interface/smart-asset-library",
    alt: "A grid of saved characters, styles and scenes in the asset library with filters on the left",
  },
  {
    slug: "quick-video-generation",
    title: "Quick Video Generation",
    description: "Drop in a track, pick a style and format, and get a finished video in under 5 minutes.",
    image: "/media/interface/quick-video-generation",
    alt: "The new-video form with an uploaded track, a style picker and the 9:16, 16:9 and 1:1 format choices",
  },
]

/** What a language translates of each screen, by its slug. */
export type ScreenshotWords = Record<InterfaceScreenshot["slug"], Pick<InterfaceScreenshot, "title" | "description" | "alt">>

/** The screens in another language: the same images, with their words translated. */
export function translateScreenshots(words: ScreenshotWords): InterfaceScreenshot[] {
  return screenshots.map((shot) => ({ ...shot, ...words[shot.slug] }))
}
