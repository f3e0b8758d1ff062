import { absoluteUrl } from "#app/config/site.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { organizationJsonLd } from "#app/lib/seo.ts"
import * as marketEn from "./data/ai-music-market-growth-2025.ts"
import * as trendsEn from "./data/ai-video-creation-trends-2025.ts"
import * as sunoUdioEn from "./data/suno-vs-udio-battle-supremacy-2025.ts"
import * as marketIt from "./data/it/ai-music-market-growth-2025.ts"
import * as trendsIt from "./data/it/ai-video-creation-trends-2025.ts"
import * as sunoUdioIt from "./data/it/suno-vs-udio-battle-supremacy-2025.ts"
import type { LocalizedFixedArticle } from "./index.ts"
import type { PlatformStat } from "./types.ts"

// The market articles' own structured data (SPEC §2), built from the same typed data their cards
// render, in each language the articles are written in. Server-side only: the route's loader builds
// it, so none of these words reach the browser's bundle.

const words = {
  en: {
    data: { segments: marketEn.segmentStats, trends: trendsEn.trends, sunoUdio: sunoUdioEn.stats },
    stat: (name: string, s: PlatformStat) => `${name}: ${s.marketShare}. Users: ${s.users}. Growth: ${s.growth}.`,
    segmentsName: "AI music market segments, January 2025 estimates",
    segmentsDescription:
      "Indicative share, user base and growth of the main AI music market segments as of January 2025, synthesized from public industry estimates; not audited data.",
    estimatedShare: "Estimated market share",
    measured: ["Estimated market share", "Users", "Growth"],
    trendsName: "AI video creation trends for 2025",
    sunoUdioName: "AI music generators by market position, October 2025 estimates",
    share: "Market share",
  },
  it: {
    data: { segments: marketIt.segmentStats, trends: trendsIt.trends, sunoUdio: sunoUdioIt.stats },
    stat: (name: string, s: PlatformStat) => `${name}: ${s.marketShare}. Utenti: ${s.users}. Crescita: ${s.growth}.`,
    segmentsName: "Segmenti del mercato della musica IA, stime di gennaio 2025",
    segmentsDescription:
      "Quota indicativa, base di utenti e crescita dei principali segmenti del mercato della musica IA a gennaio 2025, sintetizzate da stime pubbliche del settore; dati non certificati.",
    estimatedShare: "Quota di mercato stimata",
    measured: ["Quota di mercato stimata", "Utenti", "Crescita"],
    trendsName: "Tendenze della creazione video con l'IA per il 2025",
    sunoUdioName: "Generatori di musica IA per posizione di mercato, stime di ottobre 2025",
    share: "Quota di mercato",
  },
} satisfies Partial<Record<Locale, unknown>>

type Words = (typeof words)["en"]

function statList(w: Words, name: string, stats: PlatformStat[]) {
  return stats.map((s, i) => ({ "@type": "ListItem", position: i + 1, name: s.platform, description: w.stat(name, s) }))
}

const marketJsonLd: Record<string, (url: string, w: Words) => object> = {
  "ai-music-market-growth-2025": (url, w) => ({
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: w.segmentsName,
    description: w.segmentsDescription,
    url,
    temporalCoverage: "2023-06/2025-01",
    isAccessibleForFree: true,
    variableMeasured: w.measured,
    hasPart: statList(w, w.estimatedShare, w.data.segments).map(({ name, description }) => ({
      "@type": "Dataset",
      name,
      description,
    })),
  }),
  "ai-video-creation-trends-2025": (url, w) => ({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: w.trendsName,
    url,
    numberOfItems: w.data.trends.length,
    itemListElement: w.data.trends.map((t, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: t.title,
      description: t.description,
    })),
  }),
  "suno-vs-udio-battle-supremacy-2025": (url, w) => ({
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: w.sunoUdioName,
    url,
    numberOfItems: w.data.sunoUdio.length,
    itemListElement: statList(w, w.share, w.data.sunoUdio),
  }),
}

/**
 * Article JSON-LD for a fixed article in its language (its headline and page in that language;
 * pageMeta adds `inLanguage`), plus the market articles' own data in the same language.
 */
export function articleJsonLd(article: LocalizedFixedArticle, image: string) {
  const url = absoluteUrl(article.path)
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
  const w: Words = article.locale in words ? words[article.locale as keyof typeof words] : words.en
  const extra = article.market ? marketJsonLd[article.slug] : undefined
  return extra ? [main, extra(url, w)] : [main]
}
