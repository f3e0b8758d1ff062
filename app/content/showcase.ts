import type { Messages } from "#app/i18n/messages.ts"

/**
 * Screens of the creation app shown in the interface showcase (SPEC §2, §3). Data only: each
 * screen's title, description and alt text are its language's catalog's (`showcase.screens.<slug>`
 * in app/i18n/messages/<locale>.json).
 */
export type ScreenshotData = {
  slug: "frame-by-frame-control" | "real-time-preview" | "smart-asset-library" | "quick-video-generation"
  /** Image base path; files are `<image>-720|1440.avif|webp`. */
  image: string
}

/** A screen with its words in a language. */
export type InterfaceScreenshot = ScreenshotData & { title: string; description: string; alt: string }

export const screenshots: ScreenshotData[] = [
  { slug: "frame-by-frame-control", image: "/media/interface/frame-by-frame-control" },
  { slug: "real-time-preview", image: "/media/interface/real-time-preview" },
  { slug: "smart-asset-library", image: "/media/interface/smart-asset-library" },
  { slug: "quick-video-generation", image: "/media/interface/quick-video-generation" },
]

/** The screens with their words from a language's catalog (messagesFor(locale, …).showcase). */
export function screenshotsIn(words: Messages["showcase"]): InterfaceScreenshot[] {
  return screenshots.map((shot) => {
    const { title, description, alt } = words.screens[shot.slug]
    return { ...shot, title, description, alt }
  })
}
