import type { ReactNode } from "react"
import type english from "./messages/en.json"
import type { Message } from "./icu.ts"

// The shape of the site's words as a page receives them (app/i18n/messages.server.ts prepares them
// from the catalogs in app/i18n/messages/*.json): every message is a string, but for those below,
// which take a value known only where they are shown and arrive parsed, to be formatted with it
// (app/i18n/icu.ts). A test holds this list to the catalogs: a message naming a placeholder that is
// neither a copy value nor listed here fails it.

/** English's catalog as written: the keys every language has. */
export type Catalog = typeof english

type Tag = (chunks: ReactNode[]) => ReactNode

/** The messages that take values of their own, with those values. */
export type RuntimeMessages = {
  /** "{label} (in English)": a link to a page that exists only in English. */
  inEnglish: { label: ReactNode }
  /** "{label}<hidden> (opens in a new tab)</hidden>": a link's words, and what only a screen reader says. */
  inNewTab: { label: ReactNode; hidden: Tag }
  "footer.socialLink": { network: string }
  "footer.madeWithCare": { year: number }
  "share.shareOn": { network: string }
  "notFound.requestedPath": { path: ReactNode }
  "error.status": { status: number }
  /** The price calculator's (app/components/pricing/track-cost-calculator.tsx), formatted as the visitor types. */
  "calculator.perMonth": { price: string }
  "calculator.perMonthAndYear": { price: string; total: string }
  "calculator.fits.monthly": Tokens
  "calculator.fits.yearly": Tokens
  "calculator.doesNotFit.monthly": Tokens
  "calculator.doesNotFit.yearly": Tokens
  /** The answer: `count` videos of `length` a month are `total` of video; then the cheapest plan that fits. */
  "calculator.cheapest": Videos & { plan: string; billing: "monthly" | "yearly"; price: string }
  "calculator.tooMuch": Videos
  "calculator.startWith": { plan: string }
  /** "Last updated: <time>…</time>" on the terms, "Last reviewed: …" on the accessibility statement. */
  "pageDates.lastUpdated": { date: string; time: Tag }
  "pageDates.lastReviewed": { date: string; time: Tag }
  /** A numbered step's title, with what only a screen reader says before it ("Step 2: …"). */
  numberedStep: { number: number; title: ReactNode; hidden: Tag }
  /** The blog's loaders' (app/data/blog-*.server.ts), formatted there: the page gets text. */
  "blog.readingTime": { minutes: number }
  "blog.list.pageOfCount": { page: number; count: number }
  /** A later page's title or description: "{text} — page 2 of 5". */
  "blog.list.withPage": { text: string; page: number; count: number }
  "blog.tagList.title": { tag: string }
  "blog.tagList.description": { tag: string }
  /** The blog's components' (app/components/blog/, app/components/articles/). */
  "blogChrome.factors.winner": { winner: string }
  "blogChrome.reviews.rating": { rating: string; hidden: Tag }
  "blogChrome.reviews.bestFor": { text: ReactNode; label: Tag }
  "blogChrome.reviews.verdict": { text: ReactNode; label: Tag }
  "blogChrome.video.play": { title: ReactNode; hidden: Tag }
  "blogChrome.view.published": { date: string; time: Tag }
  "blogChrome.view.originallyAt": { host: string; link: Tag }
  "blogChrome.view.author": { author: string; name: Tag }
  "blogChrome.view.tag": { tag: string; hidden: Tag }
  "blogChrome.pagination.previous": { page: number; hidden: Tag }
  "blogChrome.pagination.next": { page: number; hidden: Tag }
  "blogChrome.pagination.page": { page: number; hidden: Tag }
  /** A preview's state: "scheduled" for `date`, or a draft. */
  "blogChrome.preview.text": { state: "scheduled" | "draft"; date: string }
  /** The blog's search (app/data/search-page.server.ts, issue 29), formatted by its loader: the page gets text. */
  "search.tooLong": { length: number; max: number }
  "search.results": { count: number; query: string }
  "search.approximate": { query: string }
  "search.noResults": { query: string }
  "search.pageOfCount": { page: number; count: number }
}

type Tokens = { needed: number; included: number }
type Videos = { count: number; length: string; total: string }

export type RuntimeKey = keyof RuntimeMessages

type Prepared<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` extends RuntimeKey
      ? Message<RuntimeMessages[`${Prefix}${K}`]>
      : string
    : Prepared<T[K], `${Prefix}${K}.`>
}

/** Every catalog's words in a language, prepared (app/i18n/messages.server.ts). */
export type Messages = Prepared<Catalog, "">

/**
 * The namespaces only some pages read, which their loaders send: the rest is the root's. The
 * blog's loaders format `blog` into the page's data and send `blogChrome` as its `chrome`.
 */
export type PageNamespace = "calculator" | "blog" | "blogChrome"

/** The site's words in a language, as the root's data carries them to every page. */
export type SiteMessages = Omit<Messages, PageNamespace>

/** The words of the blog's components, which the blog's loaders send as the page's `chrome`. */
export type BlogChrome = Messages["blogChrome"]
