import { z } from "zod"
import type { Locale } from "#app/i18n/locales.ts"
import { chromeLink } from "./chrome.server.ts"
import { intlTag } from "#app/i18n/format.ts"
import { markdownPage } from "./markdown-page.server.ts"
import * as featuresModule from "#app/content/features.ts"
import { localizedFeatures } from "./features-section.server.ts"
import { FREE_VIDEOS } from "#app/content/facts.ts"

// The six /features/… pages (SPEC §2) as Markdown, one file per feature per language (issue 27,
// item 2): app/content/pages/feature-<slug>/<locale>.md holds the page's words, its hero and key
// figures in the frontmatter and its explanation as the body; app/content/pages/feature-page-shared/
// <locale>.md holds the words every feature page shares (labels, the platform table, the closing
// call to action). The feature's slug, color and route stay in app/content/features.ts, its card's
// name and description in the catalogs (`features.items`, app/i18n/messages/), and every figure is a {placeholder} filled from app/content/copy-values.ts.

const text = z.string().trim().min(1)

/** One feature page's frontmatter. */
export const featurePageSchema = z.strictObject({
  /** The document title (before " | Syncreel"). */
  title: text,
  /** The H1; the feature's card title is shown above it as an eyebrow. */
  headline: text,
  intro: text,
  /** Meta description, 140–160 characters (app/content/feature-pages.test.ts). */
  description: text,
  /** The headline figures: a value and what it measures. */
  figures: z.array(z.strictObject({ value: text, label: text })).length(4),
})

/** A plural message: the CLDR forms the language uses, "other" always ("one" in every language the site speaks). */
const plural = z.strictObject({
  zero: text.optional(),
  one: text,
  two: text.optional(),
  few: text.optional(),
  many: text.optional(),
  other: text,
})

/** The words every feature page shares. */
export const featurePageSharedSchema = z.strictObject({
  figuresLabel: text,
  platformNotesTitle: text,
  platformNotesIntro: text,
  /** Named apart from its section: two landmarks called "Platform notes" could not be told apart. */
  platformTableLabel: text,
  platformTableHeadings: z.tuple([text, text, text, text]),
  /** The platforms' upload limits (facts.ts has their figures): a row per platform. */
  platforms: z.array(z.strictObject({ platform: text, length: text, maxSize: text, format: text })).min(1),
  moreFeatures: text,
  learnMore: text,
  closingTitle: text,
  /** By the free trial's video count ({freeVideos}), in the language's plural forms. */
  closingText: plural,
  closingCta: text,
})

export const SHARED_PAGE = "feature-page-shared"

/** The Markdown page of a feature: "feature-lip-sync". */
export const featurePageName = (slug: featuresModule.FeatureData["slug"]) => `feature-${slug}`

/** One section of a feature page's body: a heading, its paragraphs and an optional list, each as HTML. */
export type FeatureSection = { title: string; paragraphs: string[]; points?: string[] }

/**
 * The body's HTML cut into sections, each `## heading`, then paragraphs, then at most one bullet list
 * (drawn as check cards). Throws, naming the file, on anything else, so a page can't lose a block
 * the layout doesn't draw.
 */
export function featureSections(html: string, path: string): FeatureSection[] {
  const fail = (why: string): never => {
    throw new Error(`${path}: ${why}`)
  }
  const parts = html.trim().split(/\n*(?=<h2>)/)
  if (!parts[0]?.startsWith("<h2>")) fail("the body starts with a ## heading and has only ## sections")
  return parts.map((part) => {
    const heading = /^<h2>([\s\S]*?)<\/h2>/.exec(part) ?? fail(`a section has no heading: ${part.slice(0, 60)}`)
    const section: FeatureSection = { title: heading[1]!, paragraphs: [] }
    const block = /\s*(?:<p>([\s\S]*?)<\/p>|<ul>([\s\S]*?)<\/ul>)/y
    let end = (block.lastIndex = heading[0].length)
    let match: RegExpExecArray | null
    while ((match = block.exec(part))) {
      end = block.lastIndex
      if (section.points) fail(`"${section.title}": the bullet list ends its section`)
      if (match[1] !== undefined) section.paragraphs.push(match[1])
      else
        section.points = [...match[2]!.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item]) =>
          /<(p|ul|ol)>/.test(item!) ? fail(`"${section.title}": a list item is one line of text`) : item!,
        )
    }
    if (part.slice(end).trim()) fail(`"${section.title}": only paragraphs and one bullet list go under a heading`)
    if (!section.paragraphs.length) fail(`"${section.title}": a section has a paragraph before its list`)
    return section
  })
}

/** A feature page's words in a language, checked; the page is routed only in the languages its file is complete in. */
export function featurePageWords(slug: featuresModule.FeatureData["slug"], locale: Locale) {
  const name = featurePageName(slug)
  const page = markdownPage(name, locale, featurePageSchema)
  if (!page) throw new Error(`app/content/pages/${name}/${locale}.md is missing or incomplete (app/content/page-activation.ts)`)
  return { ...page.data, sections: featureSections(page.html, `app/content/pages/${name}/${locale}.md`) }
}

/** The words every feature page shares, in a language, the closing text by the free trial's count. */
export function featurePageSharedWords(locale: Locale) {
  const shared = markdownPage(SHARED_PAGE, locale, featurePageSharedSchema)
  if (!shared)
    throw new Error(`app/content/pages/${SHARED_PAGE}/${locale}.md is missing or incomplete (app/content/page-activation.ts)`)
  const { closingText, ...words } = shared.data
  const form = new Intl.PluralRules(intlTag(locale)).select(FREE_VIDEOS)
  return { ...words, closingText: closingText[form] ?? closingText.other }
}

/**
 * A /features/… page in a language, as FeaturePage shows it: the feature's card, its page's words,
 * the shared words and platform table, and the other five features with their pages' paths in the
 * same language. Plain text and our own HTML only, so it travels as loader data.
 */
export function featurePageContent(slug: featuresModule.FeatureData["slug"], locale: Locale) {
  const features = localizedFeatures(locale)
  const card = ({ slug, title, description, color }: featuresModule.Feature) => ({ slug, title, description, color })
  const { platforms, ...text } = featurePageSharedWords(locale)
  return {
    feature: card(features.find((f) => f.slug === slug)!),
    page: featurePageWords(slug, locale),
    text,
    platformNotes: platforms,
    others: features
      .filter((f) => f.slug !== slug)
      .map((f) => ({ ...card(f), ...chromeLink(featuresModule.featurePath(f.slug), locale) })),
  }
}

export type FeaturePageContent = ReturnType<typeof featurePageContent>
