import { absoluteUrl } from "#app/config/site.ts"
import { articlePath } from "#app/lib/article-path.ts"
import { organizationJsonLd } from "#app/lib/seo.ts"
import { segmentStats } from "./data/ai-music-market-growth-2025.ts"
import { trends } from "./data/ai-video-creation-trends-2025.ts"
import { stats as sunoUdioStats } from "./data/suno-vs-udio-battle-supremacy-2025.ts"
import type { ArticleMeta, PlatformStat } from "./types.ts"

function statList(name: string, stats: PlatformStat[]) {
  return stats.map((s, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: s.platform,
    description: `${name}: ${s.marketShare}. Users: ${s.users}. Growth: ${s.growth}.`,
  }))
}

// The market articles' own structured data (SPEC §2), built from the same
// typed data their cards render.
const marketJsonLd: Record<string, (url: string) => object> = {
  "ai-music-market-growth-2025": (url) => ({
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: "AI music market segments, January 2025 estimates",
    description:
      "Indicative share, user base and growth of the main AI music market segments as of January 2025, synthesized from public industry estimates; not audited data.",
    url,
    temporalCoverage: "2023-06/2025-01",
    isAccessibleForFree: true,
    variableMeasured: ["Estimated market share", "Users", "Growth"],
    hasPart: statList("Estimated market share", segmentStats).map(({ name, description }) => ({
      "@type": "Dataset",
      name,
      description,
    })),
  }),
  "ai-video-creation-trends-2025": (url) => ({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "AI video creation trends for 2025",
    url,
    numberOfItems: trends.length,
    itemListElement: trends.map((t, i) => ({ "@type": "ListItem", position: i + 1, name: t.title, description: t.description })),
  }),
  "suno-vs-udio-battle-supremacy-2025": (url) => ({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "AI music generators by market position, October 2025 estimates",
    url,
    numberOfItems: sunoUdioStats.length,
    itemListElement: statList("Market share", sunoUdioStats),
  }),
}

/** Article JSON-LD for every fixed article, plus the market articles' own data. */
export function articleJsonLd(article: ArticleMeta, image: string) {
  const url = absoluteUrl(articlePath(article.slug))
  const organization = organizationJsonLd()
  const main = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.description,
    image: absoluteUrl(image),
    ...(article.published ? { datePublished: article.published } : {}),
    author: organization,
    publisher: organization,
    mainEntityOfPage: url,
  }
  const extra = article.market ? marketJsonLd[article.slug] : undefined
  return extra ? [main, extra(url)] : [main]
}
