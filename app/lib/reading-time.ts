const WORDS_PER_MINUTE = 200

/** SPEC §9: words split on whitespace, divided by 200, rounded up. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.ceil(words / WORDS_PER_MINUTE)
}

export function readingTime(text: string): string {
  return `${readingMinutes(text)} min read`
}

/** The same for a word count the database made (list reads carry no body). */
export function readingTimeOfWords(words: number): string {
  return `${Math.ceil(words / WORDS_PER_MINUTE)} min read`
}
