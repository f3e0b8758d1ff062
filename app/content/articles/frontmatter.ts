import { parse as parseYaml } from "yaml"
import { z } from "zod"

// The frontmatter of a fixed article: the YAML between the two `---` lines that open each
// app/content/articles/<slug>.mdx (English) and <locale>/<slug>.mdx (a translation). It holds the
// article's words outside its body (title, description, tag, reading time) and the data of its
// blocks, which the body passes to them (`<Timeline events={frontmatter.timeline} />`). A figure
// of app/content/facts.ts is named as a `{placeholder}` of app/content/copy-values.ts, never typed.
// Plain data and zod only: the registry (./index.ts) is also loaded by plain Node.

const text = z.string().trim().min(1)

const platformStat = z.strictObject({ platform: text, marketShare: text, users: text, growth: text })

const comparisonRow = z.strictObject({ feature: text, suno: text, udio: text, winner: z.enum(["suno", "udio"]) })

const toolReview = z.strictObject({
  name: text,
  /** Out of 5, e.g. 4.8. */
  rating: z.number().min(1).max(5),
  price: text,
  users: text,
  processingTime: text,
  pros: z.array(text).min(1),
  cons: z.array(text).min(1),
  bestFor: text,
  verdict: text,
  badge: text.optional(),
})

/** `winner` names a side; the factor table writes it in the page's language. */
const factor = z.strictObject({ factor: text, description: text, winner: z.enum(["AI", "Traditional", "Tie"]), details: text })

const card = z.strictObject({ title: text, description: text })

const timelineEvent = z.strictObject({ date: text, title: text, description: text })

/** The words of a market article's own structured data (./structured-data.ts) in the article's language. */
const structuredData = z.strictObject({
  /** The dataset's or the list's name. */
  name: text,
  /** The dataset's description, where the article describes a dataset. */
  description: text.optional(),
  /** The names of a platform card's three figures: share, users, growth ("Market share", "Users", "Growth"). */
  labels: z.tuple([text, text, text]).optional(),
})

/** A translation's frontmatter: the article's words and its blocks' data, in its language. */
export const translationFrontmatter = z.strictObject({
  /** The H1 and the document title (before " | Syncreel"). */
  title: text,
  /** The meta description. */
  description: text.min(140).max(160),
  /** The tag shown on the article and on its card, e.g. "Tutorial". */
  tag: text,
  /** Stated reading time in minutes, ceil(words / 200) of this body; null where SPEC shows none. */
  readingMinutes: z.int().positive().nullable(),
  structuredData: structuredData.optional(),
  stats: z.array(platformStat).min(1).optional(),
  rows: z.array(comparisonRow).min(1).optional(),
  cards: z.array(card).min(1).optional(),
  timeline: z.array(timelineEvent).min(1).optional(),
  tools: z.array(toolReview).min(1).optional(),
  factors: z.array(factor).min(1).optional(),
})

/** The English file's frontmatter, which also states what holds in every language. */
export const englishFrontmatter = translationFrontmatter.extend({
  /** ISO date (YYYY-MM-DD) shown as the publication date; null where SPEC shows none. */
  published: z.iso.date().nullable(),
  /** Market articles carry extra JSON-LD (SPEC §2). */
  market: z.boolean().optional(),
})

export type TranslationFrontmatter = z.infer<typeof translationFrontmatter>
export type EnglishFrontmatter = z.infer<typeof englishFrontmatter>
export type PlatformStat = z.infer<typeof platformStat>
export type ComparisonRow = z.infer<typeof comparisonRow>
export type ToolReview = z.infer<typeof toolReview>
export type Factor = z.infer<typeof factor>
export type FeatureCardItem = z.infer<typeof card>
export type TimelineEvent = z.infer<typeof timelineEvent>

/**
 * An article file's frontmatter, checked by `schema`, and its body. Throws, naming the file, when the
 * file opens without frontmatter, the frontmatter is not YAML or the schema refuses it.
 */
export function readArticleFile<S extends z.ZodType>(
  source: string,
  file: string,
  schema: S,
): { frontmatter: z.infer<S>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  if (!match) throw new Error(`${file}: a fixed article opens with its frontmatter between two --- lines`)
  let data: unknown
  try {
    data = parseYaml(match[1] as string)
  } catch (error) {
    throw new Error(`${file}: the frontmatter is not valid YAML: ${(error as Error).message}`, { cause: error })
  }
  const checked = schema.safeParse(data)
  if (!checked.success)
    throw new Error(
      `${file}: ${checked.error.issues.map((i) => `${i.path.join(".") || "frontmatter"}: ${i.message}`).join("; ")}`,
    )
  return { frontmatter: checked.data, body: source.slice(match[0].length) }
}
