import { plural } from "#app/i18n/format.ts"
import { formatNumber } from "./plans.ts"
import type { Feature } from "./features.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

/** One headline figure on a feature page. */
export type FeatureFigure = { value: string; label: string }

export type FeatureSection = { title: string; paragraphs: string[]; points?: string[] }

export type FeaturePage = {
  /** The document title (before " | Syncreel"). */
  title: string
  /** The H1; the feature's own title is shown above it as an eyebrow. */
  headline: string
  intro: string
  /** Meta description, 140–160 characters. */
  description: string
  figures: FeatureFigure[]
  sections: FeatureSection[]
}

/** Platform upload limits as of 2025 (SPEC §9); they are the platforms' rules, not ours. */
export const platformNotes: { platform: string; length: string; maxSize: string; format: string }[] = [
  { platform: "TikTok and other short-video apps", length: "15 seconds to 3 minutes", maxSize: "72 MB", format: "Vertical 9:16" },
  {
    platform: "YouTube",
    length: "Unlimited (over 15 minutes needs a verified account)",
    maxSize: "256 GB",
    format: "Horizontal 16:9 (Shorts: 9:16)",
  },
  { platform: "Instagram post", length: "3 to 60 seconds", maxSize: "100 MB", format: "Square 1:1 or vertical 9:16" },
  { platform: "Facebook", length: "1 second to 240 minutes", maxSize: "10 GB", format: "Any of the three" },
]

/** The words every feature page shares around its own copy. */
export const featurePageText = {
  figuresLabel: "Key figures",
  platformNotesTitle: "Platform notes",
  platformNotesIntro:
    "The upload limits of the main platforms, so the video you export is one they accept. These are the platforms' own rules and they change from time to time.",
  /** Named apart from its section: two landmarks called "Platform notes" could not be told apart. */
  platformTableLabel: "Upload limits by platform",
  platformTableHeadings: ["Platform", "Video length", "Maximum file size", "Best format"],
  moreFeatures: "More features",
  learnMore: "Learn more",
  closingTitle: "Hear it. See it. Share it.",
  /** `videos` is the free trial's size, FREE_VIDEOS in plans.ts. */
  closingText: (videos: number) =>
    `Upload a track and get your first music video in minutes. The first ${formatNumber(videos)} ${plural(videos, "en", { one: "video", other: "videos" })} are free, no credit card needed.`,
  closingCta: "Start Creating Now",
}

/** The copy of the six /features/… pages (SPEC §2), keyed by the feature's slug. */
export const featurePages: Record<Feature["slug"], FeaturePage> = {
  "lightning-fast": {
    title: "Lightning Fast AI Music Video Generation",
    headline: "From finished track to music video in under 5 minutes",
    intro: `Upload a song and get a complete, lip-synced music video back in under five minutes in most cases. Rendering runs ${roundTheClock("en")}, so a release-night idea does not have to wait until morning.`,
    description: `Syncreel turns a track into a finished, lip-synced music video in under 5 minutes in most cases, with rendering ${roundTheClock("en")} and exports ready in under 30 seconds.`,
    figures: [
      { value: "< 5 min", label: "to a finished video, in most cases" },
      { value: `${roundTheClock("en")}`, label: "processing, every day of the year" },
      { value: "< 30 s", label: "to export the finished file" },
      { value: "30 s – 4 min", label: "recommended track length" },
    ],
    sections: [
      {
        title: "Why speed changes how you work",
        paragraphs: [
          "When a video takes weeks, you make one and hope it lands. When it takes minutes, you can try a moody night-time version and a bright daytime one, post both, and keep whichever your audience watches to the end.",
          "Fast drafts also make reviewing cheaper. You can watch a first cut with the sound on, note the two moments you want to change, and fix them while the idea is still fresh.",
        ],
      },
      {
        title: "What happens in those few minutes",
        paragraphs: ["The generator works through your track in one pass, so nothing waits on a person:"],
        points: [
          "The audio is analysed for tempo, beats, sections and the lead vocal.",
          "Scenes are planned so cuts and camera moves land on the music.",
          "The performer is animated and lip-synced to the vocal.",
          "The video is rendered in the format you chose, ready to preview and export.",
        ],
      },
      {
        title: "Getting the fastest results",
        paragraphs: [
          "Tracks between 30 seconds and 4 minutes give the best balance of speed and quality. For a longer song, make the full video for YouTube and a shorter cut of the strongest section for social platforms.",
          "A short, specific visual brief also saves time: the clearer the description, the fewer regenerations you need.",
        ],
      },
    ],
  },
  "perfect-sync": {
    title: "Perfect Sync: Music Videos Cut to the Beat",
    headline: "Every cut, move and effect lands on the beat",
    intro:
      "Syncreel listens before it draws. Scenes are timed to your track's tempo and structure, so the video breathes with the verse, lifts with the chorus and hits every drop.",
    description:
      "Perfect Sync times every scene to your track: cuts and camera moves land on the beat, sections follow the song's structure, at 30 or 60 FPS with 320 kbps audio.",
    figures: [
      { value: "30 / 60 FPS", label: "frame rates to match the energy" },
      { value: "320 kbps", label: "MP3 audio in the exported file" },
      { value: "Frame by frame", label: "control to nudge any moment" },
      { value: "30 s – 4 min", label: "recommended track length" },
    ],
    sections: [
      {
        title: "Built from the music outward",
        paragraphs: [
          "Most video tools treat the soundtrack as something you add at the end. Here the track is the starting point: its beats, bars and sections decide where scenes change and how the camera moves.",
        ],
        points: [
          "Cuts fall on beats and downbeats rather than at random.",
          "Verses, choruses and bridges get visibly different treatment.",
          "Energy in the mix drives the pace of motion on screen.",
          "Quiet passages get room to breathe instead of busy filler.",
        ],
      },
      {
        title: "Choose the right frame rate",
        paragraphs: [
          "Export at 60 FPS for fast dance tracks and quick camera moves, where smooth motion matters. Choose 30 FPS for ballads and slower songs, where a calmer, more filmic feel suits the music.",
        ],
      },
      {
        title: "Fix a moment without starting over",
        paragraphs: [
          "If one transition lands a fraction early, you do not need a new video. Frame-by-frame control lets you move a change, replace a shot or regenerate a single section, and the real-time preview plays it back with the audio before you commit.",
        ],
      },
    ],
  },
  "lip-sync": {
    title: "AI Lip Sync for Music Videos",
    headline: "Every word sung, every syllable in sync",
    intro: `The performer in your video sings your lyrics, not an approximation of them. Mouth shapes follow the lead vocal syllable by syllable, in over ${formatNumber(LANGUAGES, "en")} languages.`,
    description: `Syncreel's lip-sync matches a performer's mouth to your vocal with ${formatShare(LIP_SYNC_ACCURACY, "en")} accuracy in over ${formatNumber(LANGUAGES, "en")} languages, so AI singers perform every word of your song.`,
    figures: [
      { value: formatShare(LIP_SYNC_ACCURACY, "en"), label: "lip-sync accuracy" },
      { value: `${atLeast(LANGUAGES, "en")}`, label: "languages supported" },
      { value: "30 / 60 FPS", label: "smooth mouth motion" },
      { value: "< 5 min", label: "to a lip-synced video, in most cases" },
    ],
    sections: [
      {
        title: "Why lip-sync makes or breaks a music video",
        paragraphs: [
          "Viewers forgive a stylised background; they do not forgive a singer whose mouth is out of time. Sounds like p, b and m close the lips, and the eye catches a miss instantly. Accurate lip-sync is what turns a generated character into a performer.",
          "It matters most for songs made with AI music tools, where there is no artist to film. The vocal exists; lip-sync gives it a face.",
        ],
      },
      {
        title: "How it follows your vocal",
        paragraphs: ["The lead vocal is isolated from the mix and mapped to the mouth movements that produce each sound:"],
        points: [
          "Syllables are matched to mouth shapes, including the closed-lip consonants viewers notice first.",
          "Held notes keep the mouth open and steady instead of flapping.",
          "Instrumental passages let the performer rest, move or react.",
          `Over ${formatNumber(LANGUAGES, "en")} languages, so a chorus in Spanish or a verse in Japanese sings just as well.`,
        ],
      },
      {
        title: "Getting the best result",
        paragraphs: [
          "A clear, upfront lead vocal gives the most accurate sync. Fast rap verses and heavily processed vocals are worth a close look in the preview, and any moment that needs work can be fixed frame by frame.",
        ],
      },
    ],
  },
  "multiple-formats": {
    title: "Music Videos in 9:16, 16:9 and 1:1",
    headline: "Vertical, horizontal and square from one project",
    intro:
      "Make the video once and export it for every screen: 9:16 for TikTok, Reels and Shorts, 16:9 for YouTube, and 1:1 for feed posts, each at full resolution.",
    description:
      "Export one project as vertical 9:16 (1080x1920), horizontal 16:9 (1920x1080) or square 1:1 (1080x1080), as MP4, MOV or WebM, for every platform you post on.",
    figures: [
      { value: "1080x1920", label: "vertical 9:16" },
      { value: "1920x1080", label: "horizontal 16:9" },
      { value: "1080x1080", label: "square 1:1" },
      { value: "MP4 · MOV · WebM", label: "file formats" },
    ],
    sections: [
      {
        title: "One song, every feed",
        paragraphs: [
          "A horizontal video in a vertical feed wastes most of the screen, and a vertical one on YouTube sits between black bars. Exporting the right shape for each platform is one of the simplest ways to hold attention.",
        ],
        points: [
          "Vertical 9:16 (1080x1920) for TikTok, Instagram Reels and YouTube Shorts.",
          "Horizontal 16:9 (1920x1080) for YouTube and websites.",
          "Square 1:1 (1080x1080) for Instagram and Facebook feed posts.",
        ],
      },
      {
        title: "Framed for the shape, not just cropped",
        paragraphs: [
          "Vertical versions keep the performer close and central; horizontal ones have room for wide shots and landscapes. Choose the format that matters most when you start, and export the others from the same project.",
        ],
      },
      {
        title: "The right file for the job",
        paragraphs: [
          "MP4 plays everywhere and is the default for uploads. MOV suits further editing in a desktop editor. WebM is light and plays in modern browsers, which makes it a good choice for a background video on an artist website.",
        ],
      },
    ],
  },
  "ai-enhancement": {
    title: "AI Enhancement for Music Videos",
    headline: "Cinematic light, colour and detail in every frame",
    intro:
      "Pick a style and the AI handles the craft: lighting, colour grading and upscaling across the whole video, delivered in Full HD with 10-bit colour. Then fine-tune any moment frame by frame.",
    description:
      "AI Enhancement lights, grades and upscales every frame of your music video, exported in Full HD with 10-bit colour at 15–25 Mbps and no watermark on paid plans.",
    figures: [
      { value: "10-bit", label: "colour depth" },
      { value: "15–25 Mbps", label: "video bitrate" },
      { value: "Full HD", label: "output, up to 1920x1080" },
      { value: "No watermark", label: "on paid plans" },
    ],
    sections: [
      {
        title: "A consistent look from the first frame to the last",
        paragraphs: [
          "Generated scenes can drift: a warm shot next to a cold one, a sharp face next to a soft one. Enhancement evens this out so the whole video feels like it was shot and graded by one crew.",
        ],
        points: [
          "Lighting that stays consistent between scenes.",
          "A colour grade that matches the mood you chose.",
          "Upscaling that keeps faces, hands and edges sharp.",
          "Smoothing of the small flickers generated video is prone to.",
        ],
      },
      {
        title: "Quality that survives compression",
        paragraphs: [
          "Every platform recompresses what you upload. Starting from 10-bit colour and a 15 to 25 Mbps bitrate leaves headroom, so gradients stay smooth and dark scenes stay clean after TikTok or YouTube has processed the file.",
        ],
      },
      {
        title: "You keep the final say",
        paragraphs: [
          "Enhancement is a starting point, not a lock. Use frame-by-frame control to regenerate a shot, change a transition or adjust a single moment, and check the result in the real-time preview.",
        ],
      },
    ],
  },
  "instant-export": {
    title: "Instant Music Video Export",
    headline: "Download your video the moment it is ready",
    intro:
      "No render queue after the render. Export a Full HD file in under 30 seconds, as MP4, MOV or WebM, with no watermark on paid plans.",
    description:
      "Export your music video in under 30 seconds as MP4, MOV or WebM, with 320 kbps audio, 15–25 Mbps 10-bit video at 30 or 60 FPS, and no watermark on paid plans.",
    figures: [
      { value: "< 30 s", label: "to export" },
      { value: "320 kbps", label: "MP3 audio" },
      { value: "15–25 Mbps", label: "10-bit video" },
      { value: "30 / 60 FPS", label: "frame rates" },
    ],
    sections: [
      {
        title: "Ready to post, not ready to fix",
        paragraphs: [
          "The file you download is the file you publish: the right shape for the platform, the audio at full quality and no watermark on paid plans. There is nothing left to re-encode or crop.",
        ],
        points: [
          "MP4 for uploading to any platform.",
          "MOV for further editing, captions and titles.",
          "WebM for websites and browser playback.",
          "320 kbps MP3 audio, so your master sounds the way you mixed it.",
        ],
      },
      {
        title: "Several versions in a minute",
        paragraphs: [
          "Because export takes under 30 seconds, producing a vertical, a horizontal and a square version of the same video costs almost nothing. Post each natively to its platform rather than sharing one link everywhere.",
        ],
      },
      {
        title: "Check the platform's limits",
        paragraphs: [
          "Each platform has its own rules for length and file size. The table below summarises them, so you can trim a long song for short-video apps before you export.",
        ],
      },
    ],
  },
}
