// Search in JavaScript, where no database stems the words: the fixed articles (MDX files, never in
// the database) on every driver, and the excerpts and typo tolerance of the supabase driver, whose
// REST interface answers which rows match but cannot rank, highlight or compare trigrams
// (docs/decisions/0045-search.md). The database's search is app/data/search-sql.server.ts.

/** The longest query searched; a longer one is answered 400 (app/data/search.server.ts). */
export const MAX_QUERY_LENGTH = 200

/** One piece of an excerpt: text, marked where it matched. Rendered as text, never as HTML. */
export type ExcerptPart = { text: string; mark: boolean }

/** Where the database's excerpt marks a match (ts_headline's StartSel/StopSel): private-use characters, taken out of the text first. */
export const MARK_START = "\uE000"
export const MARK_END = "\uE001"

/**
 * A query as the site searches and counts it: NFKC, no control characters (a NUL byte is refused
 * by PostgreSQL), no lone surrogates, single spaces, trimmed. Case is kept for the search itself;
 * `countedQuery` lowers it for the counts.
 */
export function cleanQuery(raw: string): string {
  return raw
    .toWellFormed()
    .normalize("NFKC")
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, " ")
    .replace(/\s+/gu, " ")
    .trim()
}

/** The query as the counts keep it: cleaned and lower case, so "Lip Sync" and "lip sync " count once. */
export function countedQuery(raw: string): string {
  return cleanQuery(raw).toLowerCase()
}

/** Lower case without accents, for comparing words: "Musicalità" → "musicalita". */
function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase()
}

const WORD = /[\p{L}\p{N}]+/gu

/** A document's words, folded. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? []
}

/**
 * A word's stem, roughly: its first letters, dropping the inflection most Romance and Germanic
 * endings change ("musicali" and "musicale" share "musica"). Words of three letters or fewer are
 * kept whole. Good enough for a dozen fixed articles; the database's dictionaries stem the rest.
 */
function stem(word: string): string {
  return word.length <= 3 ? word : word.slice(0, Math.max(3, Math.min(word.length - 2, 8)))
}

/** The query's words worth matching: websearch syntax (quotes, "or", a leading minus) read as plain words. */
export function queryStems(query: string): string[] {
  return [...new Set(words(query).filter((w) => w.length >= 2 && w !== "or"))].map(stem)
}

/** Whether every stem starts some word of `text` (or of its `words`): the database's websearch query ANDs its words too. */
export function matchesAll(stems: string[], text: string | string[]): boolean {
  if (stems.length === 0) return false
  const found = typeof text === "string" ? words(text) : text
  return stems.every((s) => found.some((w) => w.startsWith(s)))
}

/** A document's words, split once: `matchTier` reads them for every query. */
export type DocumentWords = { title: string[]; description: string[]; all: string[] }

export function documentWords(doc: { title: string; description: string; body: string }): DocumentWords {
  const title = words(doc.title)
  const description = words(doc.description)
  return { title, description, all: [...new Set([...title, ...description, ...words(doc.body)])] }
}

/** Which part of a document matched first: 0 its title, 1 its description, 2 its body, null none. */
export function matchTier(stems: string[], doc: DocumentWords): 0 | 1 | 2 | null {
  if (matchesAll(stems, doc.title)) return 0
  if (matchesAll(stems, doc.description)) return 1
  if (matchesAll(stems, doc.all)) return 2
  return null
}

/**
 * An excerpt of `text` around the first matching word: about `size` words, matching words marked.
 * With no match, the text's opening words.
 */
export function excerptOf(text: string, stems: string[], size = 30): ExcerptPart[] {
  const tokens = text.split(/(\s+)/u).filter((t) => t !== "")
  const isMatch = (token: string) => stems.length > 0 && words(token).some((w) => stems.some((s) => w.startsWith(s)))
  const first = tokens.findIndex(isMatch)
  const from = Math.max(0, first < 0 ? 0 : first - size / 3) & ~1
  const picked = tokens.slice(from, from + size * 2)
  const parts: ExcerptPart[] = []
  if (from > 0) parts.push({ text: "… ", mark: false })
  for (const token of picked) {
    const mark = isMatch(token)
    const last = parts.at(-1)
    if (last && last.mark === mark && !mark) last.text += token
    else parts.push({ text: token, mark })
  }
  if (from + size * 2 < tokens.length) parts.push({ text: " …", mark: false })
  return trimParts(parts)
}

/** The database's excerpt (ts_headline with MARK_START/MARK_END) as parts. */
export function excerptFromMarks(headline: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  for (const piece of headline.split(MARK_START)) {
    const end = piece.indexOf(MARK_END)
    if (end >= 0) {
      parts.push({ text: piece.slice(0, end), mark: true })
      parts.push({ text: piece.slice(end + 1).replaceAll(MARK_END, ""), mark: false })
    } else parts.push({ text: piece, mark: false })
  }
  return trimParts(parts.filter((p) => p.text !== ""))
}

function trimParts(parts: ExcerptPart[]): ExcerptPart[] {
  const first = parts[0]
  if (first && !first.mark) first.text = first.text.trimStart()
  const last = parts.at(-1)
  if (last && !last.mark) last.text = last.text.trimEnd()
  return parts.filter((p) => p.text !== "")
}

/** Markdown (or MDX) as plain text for search and excerpts: no images, link targets, tags, code marks or expressions. */
export function plainText(markdown: string): string {
  return decodeEntities(
    markdown
      .replace(/^(?:import|export) .*$/gmu, " ")
      .replace(/!\[[^\]]*\]\([^)]*\)/gu, " ")
      .replace(/\[([^\]]*)\]\([^)]*\)/gu, "$1")
      .replace(/<[^>]*>/gu, " ")
      .replace(/\{[^{}]*\}/gu, " ")
      .replace(/[#*_>`~|]+/gu, " ")
      .replace(/\s+/gu, " ")
      .trim(),
  )
}

/** The few entities an HTML body's text carries; the result is shown as text, so decoding cannot inject markup. */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : name === "nbsp" ? " " : "'",
  )
}

/** A word's trigrams as pg_trgm makes them: the word padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const found = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3))
  return found
}

/**
 * How closely the query's words resemble some words of `title` (0 to 1): for each query word, the
 * best share of trigrams it has in common with a title word, averaged. pg_trgm's word_similarity
 * for the databases; this for the fixed articles and supabase.
 */
export function titleSimilarity(query: string, title: string): number {
  const asked = words(query)
  const have = words(title).map(trigrams)
  if (asked.length === 0 || have.length === 0) return 0
  let sum = 0
  for (const word of asked) {
    const mine = trigrams(word)
    let best = 0
    for (const theirs of have) {
      let shared = 0
      for (const t of mine) if (theirs.has(t)) shared++
      best = Math.max(best, shared / (mine.size + theirs.size - shared))
    }
    sum += best
  }
  return sum / asked.length
}

/** Short queries get typo tolerance: at most three words and 40 characters. */
export function isShortQuery(query: string): boolean {
  return query.length <= 40 && words(query).length <= 3
}

/** The least `titleSimilarity` a title needs to stand for a mistyped query. */
export const SIMILAR_TITLE = 0.4
