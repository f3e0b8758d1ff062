import { routePath } from "#app/lib/route-path.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare, roundTheClock } from "#app/content/fact-format.ts"

/**
 * The six features: home page cards, footer list and /features/… pages (SPEC §2). Words and data
 * only: each feature's icon is drawn by the components (app/components/feature-icons.ts), so the
 * features can travel as a page's loader data in its language.
 */
export type Feature = {
  slug: "lightning-fast" | "perfect-sync" | "lip-sync" | "multiple-formats" | "ai-enhancement" | "instant-export"
  title: string
  description: string
  /** Tailwind classes for the card's accent: icon tile gradient. */
  color: string
}

export const features: Feature[] = [
  {
    slug: "lightning-fast",
    title: "Lightning Fast",
    description: `Upload a track and get a finished music video in under 5 minutes, with rendering running ${roundTheClock("en")}.`,
    color: "from-amber to-orange-strong",
  },
  {
    slug: "perfect-sync",
    title: "Perfect Sync",
    description: "Cuts, camera moves and effects land on the beat, because every scene is timed to your track's rhythm.",
    color: "from-violet to-pink",
  },
  {
    slug: "lip-sync",
    title: "Lip Sync",
    description: `Singers mouth every word of your vocals with ${formatShare(LIP_SYNC_ACCURACY, "en")} lip-sync accuracy, in over ${formatNumber(LANGUAGES, "en")} languages.`,
    color: "from-pink to-amber",
  },
  {
    slug: "multiple-formats",
    title: "Multiple Formats",
    description: "Export vertical 9:16, horizontal 16:9 or square 1:1, ready for TikTok, YouTube and Instagram.",
    color: "from-cyan to-violet",
  },
  {
    slug: "ai-enhancement",
    title: "AI Enhancement",
    description: "Pick a style and let the AI light, color and upscale every frame, then fine-tune it frame by frame.",
    color: "from-violet to-cyan",
  },
  {
    slug: "instant-export",
    title: "Instant Export",
    description: "Download Full HD video with no watermark the moment it is ready, as MP4, MOV or WebM.",
    color: "from-success to-cyan",
  },
]

/** The home page's features section (app/components/home/features-section.tsx). */
export const featuresSectionText = {
  eyebrow: "Features",
  title: "Everything your song needs to be seen",
  lead: "From the first beat to the final export, the AI handles the hard parts and leaves you in control.",
  learnMore: "Learn more",
  /** Read after "Learn more" by screen readers, so each card's link names its feature. */
  learnMoreAbout: (title: string) => ` about ${title}`,
  startCreating: "Start Creating Now",
  viewExamples: "View Examples",
}

export function featurePath(slug: Feature["slug"]) {
  return `/features/${slug}`
}

/** The feature whose page is at this route pattern or pathname, if any. */
export function findFeatureForPath(path: string): Feature | undefined {
  const wanted = routePath(path)
  return features.find((f) => featurePath(f.slug) === wanted)
}
