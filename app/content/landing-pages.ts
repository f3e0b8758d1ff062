import { freeVideos } from "#app/content/plans.ts"
import { routePath } from "#app/lib/route-path.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatNumber, formatShare } from "#app/content/fact-format.ts"

/**
 * The home page's hero and the six search landing pages (SPEC §2): the same
 * section stack as home, each with its own hero and head, written for the
 * search it answers.
 */
export type HeroCopy = { title: string; subtitle: string }

export type LandingPage = {
  path: string
  hero: HeroCopy
  /** Document title, before " | Syncreel". */
  title: string
  description: string
}

export const homePage: LandingPage = {
  path: "/",
  hero: {
    title: "Best AI for Music Video Production",
    subtitle:
      "Turn any track into a lip-synced music video in under 5 minutes: cuts on the beat, vertical, horizontal or square, Full HD with no watermark.",
  },
  title: "Best AI for Music Video Production",
  description: `Turn any track into a lip-synced music video in minutes. Vertical, horizontal or square, Full HD, no watermark. Your first ${freeVideos} are free.`,
}

export const landingPages: LandingPage[] = [
  {
    path: "/suno-music-video",
    hero: {
      title: "Turn Your Suno Songs into Music Videos",
      subtitle:
        "Download your track from Suno, upload it here and get a music video with a singer who mouths every word, cut to your song's beat.",
    },
    title: "Suno Music Video Maker: Videos for Your Suno Songs",
    description: `Make a music video for any Suno song in under 5 minutes: lip-synced singers, cuts on the beat, Full HD with no watermark. First ${freeVideos} free.`,
  },
  {
    path: "/udio-music-video",
    hero: {
      title: "Music Videos for Your Udio Tracks",
      subtitle:
        "Give your Udio creations the visuals they deserve: upload the track, choose a style and export a lip-synced video for YouTube, TikTok or Instagram.",
    },
    title: "Udio Music Video Maker: Visuals for Your Udio Tracks",
    description:
      "Create a lip-synced music video from any Udio track in minutes. Vertical, horizontal or square, Full HD, no watermark. Start free, no credit card.",
  },
  {
    path: "/ai-music-video",
    hero: {
      title: "AI Music Videos, Made in Minutes",
      subtitle:
        "No camera, crew or editing skills: the AI listens to your song and builds scenes, camera moves and lip-sync that follow every beat.",
    },
    title: "AI Music Video: Make a Music Video from Any Song",
    description: `Make an AI music video from your song in under 5 minutes. Beat-synced scenes, ${formatShare(LIP_SYNC_ACCURACY, "en")} lip-sync accuracy, over ${formatNumber(LANGUAGES, "en")} languages, HD export with no watermark.`,
  },
  {
    path: "/ai-music-video-creator",
    hero: {
      title: "The AI Music Video Creator for Artists",
      subtitle:
        "Create release-ready videos for every single: pick a style, fine-tune any scene frame by frame and export in every format your fans watch.",
    },
    title: "AI Music Video Creator for Artists and Creators",
    description: `Create music videos with AI: styles, frame-by-frame control and lip-sync in over ${formatNumber(LANGUAGES, "en")} languages. Trusted by ${atLeast(CREATORS, "en")} creators. First ${freeVideos} free.`,
  },
  {
    path: "/ai-music-video-generator",
    hero: {
      title: "Free AI Music Video Generator",
      subtitle: `Generate a complete music video from one audio file. Your first ${freeVideos} are free, with no credit card, and every download is Full HD.`,
    },
    title: "Free AI Music Video Generator: Song to Video in Minutes",
    description: `Generate a music video from any song with AI, free for your first ${freeVideos}. Lip-sync, beat-matched cuts, 9:16, 16:9 and 1:1, HD download in minutes.`,
  },
  {
    path: "/ai-singers-video",
    hero: {
      title: "AI Singers That Perform Your Song",
      subtitle: `Cast a virtual singer who sings your lyrics with ${formatShare(LIP_SYNC_ACCURACY, "en")} lip-sync accuracy in over ${formatNumber(LANGUAGES, "en")} languages, then place them in any scene you imagine.`,
    },
    title: "AI Singers Video: Lip-Synced Virtual Singers for Your Song",
    description: `Make a video of an AI singer performing your song, lip-synced with ${formatShare(LIP_SYNC_ACCURACY, "en")} accuracy in over ${formatNumber(LANGUAGES, "en")} languages. Full HD, no watermark, first ${freeVideos} free.`,
  },
]

/** What a language writes for each landing page (by its English path): everything but the path. */
export type LandingPageWords = Record<string, Omit<LandingPage, "path">>

/** The six landing pages in another language, in the English order and at the English keys. */
export function translateLandingPages(words: LandingPageWords): LandingPage[] {
  return landingPages.map((page) => {
    const translated = words[page.path]
    if (!translated) throw new Error(`The translation has no words for the landing page ${page.path}`)
    return { path: page.path, ...translated }
  })
}

/** The landing page at this route pattern or pathname, if any. */
export function findLandingPageForPath(path: string): LandingPage | undefined {
  const wanted = routePath(path)
  return landingPages.find((page) => page.path === wanted)
}
