// The articles `npm run seed:blog` writes: realistic blog posts of about 1,200 words (headings,
// paragraphs, lists, links, emphasis, a quote) on the blog's subjects, made from a seeded
// pseudo-random generator. Article n is the same on every run and at every count, so a blog of
// 10 and one of 10,000 share their first ten articles and runs can be compared.

/** The tags articles draw from, most used first: a few tags hold many articles, as on a real blog. */
export const TAG_VOCABULARY = [
  "workflow",
  "suno",
  "release-strategy",
  "visual-style",
  "social-media",
  "lip-sync",
  "vertical-video",
  "technology",
  "creative",
  "industry",
  "product",
  "case-study",
] as const

/** The tag on the most articles: its page is the one a scale run measures. */
export const BUSIEST_TAG = TAG_VOCABULARY[0]

/** Words a body aims at; each body ends within a paragraph of it. */
export const TARGET_WORDS = 1200

/** Where the newest generated article is dated; each older one 7 hours before the previous. */
export const NEWEST = Date.UTC(2026, 9, 31, 9, 0)
const STEP_MS = 7 * 3_600_000

export type GeneratedArticle = {
  slug: string
  title: string
  meta_description: string
  content_markdown: string
  tags: string[]
  published_at: string
}

/** mulberry32: a small, fast generator whose sequence depends only on its seed. */
function generator(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, int, pick }
}
type Random = ReturnType<typeof generator>

/** One article's own seed from the run's seed and the article's number. */
function articleSeed(seed: number, n: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(n, 0xc2b2ae35)) >>> 0
}

const SUBJECTS = [
  "music video",
  "lyric video",
  "visualizer",
  "release trailer",
  "performance clip",
  "teaser loop",
  "cover animation",
  "behind-the-scenes reel",
]
const GENRES = ["lo-fi", "synthwave", "indie folk", "drill", "hyperpop", "jazz", "ambient", "metal", "afrobeats", "K-pop"]
const AUDIENCES = ["independent artists", "producers", "small labels", "DJs", "bands on a budget", "songwriters", "managers"]
const TITLE_FORMS = [
  (s: string, g: string, a: string) => `How to make a ${g} ${s} that ${a} are proud of`,
  (s: string, g: string) => `A ${g} ${s} in one afternoon: a field guide`,
  (s: string, _g: string, a: string) => `What ${a} get wrong about the ${s}`,
  (s: string, g: string) => `Seven ideas for your next ${g} ${s}`,
  (s: string, g: string, a: string) => `The ${s} checklist for ${a} releasing ${g}`,
  (s: string, g: string) => `From demo to ${s}: planning visuals for ${g}`,
]
const HEADINGS = [
  "Start from the song",
  "Pick a visual language",
  "Write a shot list",
  "Match the cuts to the beat",
  "Keep the faces in sync",
  "Plan the release week",
  "Formats for every platform",
  "What to measure afterwards",
  "Common mistakes",
  "A worked example",
  "Budget and time",
  "Working with collaborators",
]
const OPENERS = [
  "Most artists find that the",
  "In practice, the",
  "Before you render anything, the",
  "Our users often find that the",
  "A good rule of thumb is that the",
  "On a tight schedule the",
  "Listeners remember how the",
  "Editors we spoke to say the",
]
const NOUNS = [
  "chorus",
  "hook",
  "first eight bars",
  "colour palette",
  "storyboard",
  "camera move",
  "transition",
  "thumbnail",
  "prompt",
  "reference image",
  "tempo",
  "bridge",
  "caption",
  "aspect ratio",
  "upload schedule",
  "audience",
]
const VERBS = ["shapes", "carries", "decides", "sets up", "rewards", "exposes", "frames", "lifts", "anchors", "explains"]
const TAILS = [
  "more than any single effect you add later.",
  "so it is worth a few minutes of thought before the first render.",
  "and viewers notice when it is missing.",
  "which is why we keep a short note of it next to the project.",
  "long before anyone watches the whole clip.",
  "especially on a phone screen held upright.",
  "and it costs nothing to get right.",
  "whether the track is three minutes or thirty seconds.",
]
const LINKS = [
  ["lip-sync", "/features/lip-sync"],
  ["our pricing", "/#pricing"],
  ["the Suno guide", "/suno-music-video"],
  ["the blog's archive", "/blog"],
  ["YouTube's upload guidance", "https://support.google.com/youtube/"],
  ["a colour wheel", "https://en.wikipedia.org/wiki/Color_wheel"],
] as const
const STEPS = [
  "Export the final mix as a WAV file.",
  "Mark the downbeats of the chorus.",
  "Choose three reference images.",
  "Write one line of prompt per section.",
  "Render a ten-second test first.",
  "Check the lip-sync on the second verse.",
  "Crop a vertical cut for short-form platforms.",
  "Schedule the premiere and the teasers.",
  "Save the project so the next video starts from it.",
]

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1)

function sentence(r: Random): string {
  const base = `${r.pick(OPENERS)} ${r.pick(NOUNS)} ${r.pick(VERBS)} the ${r.pick(NOUNS)} ${r.pick(TAILS)}`
  const roll = r.next()
  if (roll < 0.12) {
    const [text, href] = r.pick(LINKS)
    return `${base} See [${text}](${href}) for more.`
  }
  if (roll < 0.22) return base.replace(/ the (\w+)/, " the **$1**")
  if (roll < 0.3) return base.replace(/ the (\w+)/, " the _$1_")
  return base
}

const paragraph = (r: Random) => Array.from({ length: r.int(3, 6) }, () => sentence(r)).join(" ")

function block(r: Random): string {
  const roll = r.next()
  if (roll < 0.15) return Array.from({ length: r.int(3, 5) }, () => `- ${capitalise(r.pick(NOUNS))}: ${sentence(r)}`).join("\n")
  if (roll < 0.25) return Array.from({ length: r.int(3, 6) }, (_, i) => `${i + 1}. ${r.pick(STEPS)}`).join("\n")
  if (roll < 0.3) return `> ${sentence(r)}`
  return paragraph(r)
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/** Article `n` (1 is the newest) of the run seeded with `seed`. */
export function generatedArticle(n: number, seed = 1): GeneratedArticle {
  if (!Number.isInteger(n) || n < 1) throw new Error(`article numbers start at 1 (got ${n})`)
  const r = generator(articleSeed(seed, n))
  const subject = r.pick(SUBJECTS)
  const genre = r.pick(GENRES)
  const audience = r.pick(AUDIENCES)
  const title = r.pick(TITLE_FORMS)(subject, genre, audience)
  // The first tag leans hard towards the front of the vocabulary, so the busiest tags hold many
  // articles and the last ones a few.
  const first = Math.floor(r.next() ** 2 * TAG_VOCABULARY.length)
  const tags = [TAG_VOCABULARY[first]!]
  for (let extra = r.int(1, 3); extra > 0; extra--) {
    const tag = r.pick(TAG_VOCABULARY)
    if (!tags.includes(tag)) tags.push(tag)
  }

  const parts = [paragraph(r)]
  let count = words(parts[0]!)
  const headings = [...HEADINGS]
  while (count < TARGET_WORDS) {
    if (parts.length % 4 === 1 && headings.length > 0) {
      const heading = headings.splice(r.int(0, headings.length - 1), 1)[0]!
      const line = `${r.next() < 0.8 ? "##" : "###"} ${heading}`
      parts.push(line)
      count += words(line)
    }
    const next = block(r)
    parts.push(next)
    count += words(next)
  }
  return {
    slug: `${title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80)
      .replace(/-$/, "")}-${n}`,
    title,
    meta_description: `A ${genre} ${subject} for ${audience}: what to plan, what to render and what to skip, in about six minutes of reading.`,
    content_markdown: parts.join("\n\n"),
    tags,
    published_at: new Date(NEWEST - (n - 1) * STEP_MS).toISOString(),
  }
}
