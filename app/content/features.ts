import { routePath } from "#app/lib/route-path.ts"
import type { Messages } from "#app/i18n/messages.ts"

/**
 * The six features: home page cards, footer list and /features/… pages (SPEC §2). Data only: each
 * feature's name and description are its language's catalog's (`features.items.<slug>` in
 * app/i18n/messages/<locale>.json), the one source of the card's title and the footer's link; its
 * icon is drawn by the components (app/components/feature-icons.ts).
 */
export type FeatureData = {
  slug: "lightning-fast" | "perfect-sync" | "lip-sync" | "multiple-formats" | "ai-enhancement" | "instant-export"
  /** Tailwind classes for the card's accent: icon tile gradient. */
  color: string
}

/** A feature with its words in a language, as the cards and pages show it. */
export type Feature = FeatureData & { title: string; description: string }

export const features: FeatureData[] = [
  { slug: "lightning-fast", color: "from-amber to-orange-strong" },
  { slug: "perfect-sync", color: "from-violet to-pink" },
  { slug: "lip-sync", color: "from-pink to-amber" },
  { slug: "multiple-formats", color: "from-cyan to-violet" },
  { slug: "ai-enhancement", color: "from-violet to-cyan" },
  { slug: "instant-export", color: "from-success to-cyan" },
]

/** The features with their words from a language's catalog (messagesFor(locale, …).features). */
export function featuresIn(words: Messages["features"]): Feature[] {
  return features.map((feature) => {
    const { title, description } = words.items[feature.slug]
    return { ...feature, title, description }
  })
}

export function featurePath(slug: FeatureData["slug"]) {
  return `/features/${slug}`
}

/** The feature whose page is at this route pattern or pathname, if any. */
export function findFeatureForPath(path: string): FeatureData | undefined {
  const wanted = routePath(path)
  return features.find((f) => featurePath(f.slug) === wanted)
}
