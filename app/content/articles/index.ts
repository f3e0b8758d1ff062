import { articlePath } from "#app/lib/article-path.ts"
import { routePath } from "#app/lib/route-path.ts"
import type { ArticleMeta, TranslatedArticleMeta } from "./types.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { formatLongDate } from "#app/i18n/format.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { meta as itHowToCreateAiMusicVideos2024 } from "./it/how-to-create-ai-music-videos-2024.meta.ts"
import { meta as itBestAiMusicVideoTools2024 } from "./it/best-ai-music-video-tools-2024.meta.ts"
import { meta as itViralAiMusicVideoTips } from "./it/viral-ai-music-video-tips.meta.ts"
import { meta as itAiVsTraditionalMusicVideos } from "./it/ai-vs-traditional-music-videos.meta.ts"
import { meta as itAiMusicMarketGrowth2025 } from "./it/ai-music-market-growth-2025.meta.ts"
import { meta as itAiVideoCreationTrends2025 } from "./it/ai-video-creation-trends-2025.meta.ts"
import { meta as itSunoVsUdioBattleSupremacy2025 } from "./it/suno-vs-udio-battle-supremacy-2025.meta.ts"
import { meta as itHowToUseNanobanana } from "./it/how-to-use-nanobanana.meta.ts"
import { meta as itBestAiMusicVideoCreationTools2025 } from "./it/best-ai-music-video-creation-tools-2025.meta.ts"
import { meta as itKling25TurboBestAiVideoTool } from "./it/kling-2-5-turbo-best-ai-video-tool.meta.ts"
import { meta as itSora2ForMusicVideos } from "./it/sora-2-for-music-videos.meta.ts"
import { meta as itGoogleVeo31DayZero } from "./it/google-veo-31-day-zero.meta.ts"

/**
 * The twelve fixed articles (SPEC §2 "Static articles"), in the order the blog
 * lists them. Each body is `./<slug>.mdx`; the stated reading time is checked
 * against the body's words by `reading-time.test.ts`.
 */
export const fixedArticles: ArticleMeta[] = [
  {
    slug: "how-to-create-ai-music-videos-2024",
    title: "How to Create an AI Music Video: A Step-by-Step Guide",
    description:
      "A practical guide to making an AI music video, from preparing your track and writing a visual brief to fixing lip-sync details and exporting for each platform.",
    published: "2025-08-15",
    readingMinutes: 8,
    tag: "Tutorial",
  },
  {
    slug: "best-ai-music-video-tools-2024",
    title: "Best AI Music Video Tools: Syncreel vs Kaiber vs Neural Frames",
    description:
      "Syncreel, Kaiber and Neural Frames compared on lip-sync, audio reactivity, control, export formats and price, with pros, cons and who each tool suits best.",
    published: "2025-08-12",
    readingMinutes: 6,
    tag: "Review",
  },
  {
    slug: "viral-ai-music-video-tips",
    title: "10 Tips for AI Music Videos That People Watch, Share and Replay",
    description:
      "Ten practical tips for AI music videos that hold attention: open on the hook, build for vertical, cut on the beat, caption the lyrics and learn from your data.",
    published: "2025-08-10",
    readingMinutes: 7,
    tag: "Tips",
  },
  {
    slug: "ai-vs-traditional-music-videos",
    title: "AI vs Traditional Music Videos: Cost, Time and Quality Compared",
    description:
      "AI generator or film crew? We compare the cost, turnaround and quality of AI and traditionally produced music videos, and show where each one still wins.",
    published: "2025-08-08",
    readingMinutes: 5,
    tag: "Analysis",
  },
  {
    slug: "ai-music-market-growth-2025",
    title: "AI Music Market Growth in 2025: Estimates, Segments and What to Watch",
    description:
      "How fast is the AI music market growing? A January 2025 look at industry estimates, the main market segments, key milestones since 2023 and what to watch next.",
    published: "2025-01-15",
    readingMinutes: 8,
    tag: "Market",
    market: true,
  },
  {
    slug: "ai-video-creation-trends-2025",
    title: "AI Video Creation Trends for 2025: What Changes for Music Videos",
    description:
      "Eight AI video trends for 2025, from longer clips and consistent characters to lip-synced performance, vertical-first output and content labels, for musicians.",
    published: "2025-01-15",
    readingMinutes: 7,
    tag: "Trends",
    market: true,
  },
  {
    slug: "suno-vs-udio-battle-supremacy-2025",
    title: "Suno vs Udio in 2025: Which AI Music Generator Should You Use?",
    description:
      "Suno vs Udio compared fairly: market position, six key features, who each tool suits, how the rivalry unfolded and what each plan costs in late 2025.",
    published: null,
    readingMinutes: null,
    tag: "Comparison",
    market: true,
  },
  {
    slug: "how-to-use-nanobanana",
    title: "How to Use Nano Banana for Consistent Characters in Your Music Video",
    description:
      "Three steps to design a character with Nano Banana (Gemini 2.5 Flash Image), keep it consistent across scenes and lip-sync it to your track in Syncreel.",
    published: "2025-09-04",
    readingMinutes: 4,
    tag: "Tutorial",
  },
  {
    slug: "best-ai-music-video-creation-tools-2025",
    title: "The 5 Best AI Music Video Creation Tools in 2025",
    description:
      "Syncreel, Kaiber, Neural Frames, Runway and Pika reviewed for music videos: ratings, prices, speed, strengths, limits and which one fits your next release.",
    published: "2025-10-20",
    readingMinutes: 5,
    tag: "Review",
  },
  {
    slug: "kling-2-5-turbo-best-ai-video-tool",
    title: "Kling 2.5 Turbo for Music Videos: Features and an 8-Part Prompt Formula",
    description:
      "What Kling 2.5 Turbo brings to AI music videos, an eight-part prompt structure with a worked example, and how to pair its shots with lip-sync in Syncreel.",
    published: "2025-09-30",
    readingMinutes: 6,
    tag: "Guide",
  },
  {
    slug: "sora-2-for-music-videos",
    title: "Sora 2 for Music Videos: What It Does Well, Where It Falls Short",
    description:
      "OpenAI's Sora 2 for music videos: its strengths and limits, how it fits with lip-sync in Syncreel, and practical prompts for shots that cut to your song.",
    published: "2025-10-08",
    readingMinutes: 7,
    tag: "Guide",
  },
  {
    slug: "google-veo-31-day-zero",
    title: "Google Veo 3.1 on Day Zero: What Changed and What It Means for Music Videos",
    description:
      "Google released Veo 3.1 on October 15, 2025: what changed from Veo 3, what ingredients, frames and scene extension mean for music videos, first impressions.",
    published: "2025-10-15",
    readingMinutes: 6,
    tag: "News",
  },
]

/** The fixed article at this route pattern or pathname, if any. */
export function findFixedArticleForPath(path: string): ArticleMeta | undefined {
  const wanted = routePath(path)
  return fixedArticles.find((article) => articlePath(article.slug) === wanted)
}

/**
 * The fixed articles' translations (title, description, tag, reading time; the bodies are
 * ./<locale>/<slug>.mdx, their data ./data/<locale>/<slug>.ts). Imported one by one rather than
 * globbed: the site's pages (app/content/site-pages.ts), which list the articles, are loaded by
 * plain Node. A language missing here has no fixed articles; the site's pages list each article
 * in the languages listed.
 */
export const translatedArticles: Partial<Record<Locale, Record<string, TranslatedArticleMeta>>> = {
  it: {
    "how-to-create-ai-music-videos-2024": itHowToCreateAiMusicVideos2024,
    "best-ai-music-video-tools-2024": itBestAiMusicVideoTools2024,
    "viral-ai-music-video-tips": itViralAiMusicVideoTips,
    "ai-vs-traditional-music-videos": itAiVsTraditionalMusicVideos,
    "ai-music-market-growth-2025": itAiMusicMarketGrowth2025,
    "ai-video-creation-trends-2025": itAiVideoCreationTrends2025,
    "suno-vs-udio-battle-supremacy-2025": itSunoVsUdioBattleSupremacy2025,
    "how-to-use-nanobanana": itHowToUseNanobanana,
    "best-ai-music-video-creation-tools-2025": itBestAiMusicVideoCreationTools2025,
    "kling-2-5-turbo-best-ai-video-tool": itKling25TurboBestAiVideoTool,
    "sora-2-for-music-videos": itSora2ForMusicVideos,
    "google-veo-31-day-zero": itGoogleVeo31DayZero,
  },
}

/** A fixed article as one language shows it: its words in that language, its path there. */
export type LocalizedFixedArticle = ArticleMeta & {
  locale: Locale
  /** The article's path in its language: "/it/blog/come-creare-un-video-musicale-con-ia". */
  path: string
  /** The publication date as the language writes it ("15 agosto 2025"), or null. */
  date: string | null
}

/** One fixed article in a language, or undefined where it is not written in that language. */
export function fixedArticleIn(slug: string, locale: Locale): LocalizedFixedArticle | undefined {
  const article = fixedArticles.find((a) => a.slug === slug)
  if (!article) return undefined
  const translation = locale === "en" ? article : translatedArticles[locale]?.[slug]
  if (!translation) return undefined
  return {
    ...article,
    title: translation.title,
    description: translation.description,
    tag: translation.tag,
    readingMinutes: translation.readingMinutes,
    locale,
    path: localizePath(articlePath(slug), locale),
    date: article.published ? formatLongDate(article.published, locale) : null,
  }
}

/**
 * The fixed articles written in a language, in the blog's order, with their words and paths in it:
 * the twelve in English and Italian, none in a language they are not translated into. For the blog's
 * lists, on the server (the words stay out of the browser's bundle).
 */
export function fixedArticlesIn(locale: Locale): LocalizedFixedArticle[] {
  return fixedArticles.flatMap((a) => fixedArticleIn(a.slug, locale) ?? [])
}
