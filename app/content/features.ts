import { Clapperboard, Download, LayoutTemplate, type LucideIcon, Mic2, Sparkles, Zap } from "lucide-react"
import { routePath } from "#app/lib/route-path.ts"

/** The six features: home page cards, footer list and /features/… pages (SPEC §2). */
export type Feature = {
  slug: "lightning-fast" | "perfect-sync" | "lip-sync" | "multiple-formats" | "ai-enhancement" | "instant-export"
  icon: LucideIcon
  title: string
  description: string
  /** Tailwind classes for the card's accent: icon tile gradient. */
  color: string
}

export const features: Feature[] = [
  {
    slug: "lightning-fast",
    icon: Zap,
    title: "Lightning Fast",
    description: "Upload a track and get a finished music video in under 5 minutes, with rendering running 24/7.",
    color: "from-amber to-orange-strong",
  },
  {
    slug: "perfect-sync",
    icon: Clapperboard,
    title: "Perfect Sync",
    description: "Cuts, camera moves and effects land on the beat, because every scene is timed to your track's rhythm.",
    color: "from-violet to-pink",
  },
  {
    slug: "lip-sync",
    icon: Mic2,
    title: "Lip Sync",
    description: "Singers mouth every word of your vocals with 99.5% lip-sync accuracy, in over 50 languages.",
    color: "from-pink to-amber",
  },
  {
    slug: "multiple-formats",
    icon: LayoutTemplate,
    title: "Multiple Formats",
    description: "Export vertical 9:16, horizontal 16:9 or square 1:1, ready for TikTok, YouTube and Instagram.",
    color: "from-cyan to-violet",
  },
  {
    slug: "ai-enhancement",
    icon: Sparkles,
    title: "AI Enhancement",
    description: "Pick a style and let the AI light, colour and upscale every frame, then fine-tune it frame by frame.",
    color: "from-violet to-cyan",
  },
  {
    slug: "instant-export",
    icon: Download,
    title: "Instant Export",
    description: "Download Full HD video with no watermark the moment it is ready, as MP4, MOV or WebM.",
    color: "from-success to-cyan",
  },
]

export function featurePath(slug: Feature["slug"]) {
  return `/features/${slug}`
}

/** The feature whose page is at this route pattern or pathname, if any. */
export function findFeatureForPath(path: string): Feature | undefined {
  const wanted = routePath(path)
  return features.find((f) => featurePath(f.slug) === wanted)
}
