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
  /** The home's testimonial cards (app/content/testimonials.server.ts), formatted by its loader: "Rated 4 out of 5". */
  "testimonials.rating": { rating: number; scale: number }
  /**
   * The home page's sections, the feature cards, the showcase and the examples: formatted by their
   * loaders (app/content/home-sections.server.ts, examples-section.server.ts, watch-page.server.ts),
   * but for the tags, which their components render.
   */
  "homeSections.hero.worksWith": { suno: ReactNode; udio: ReactNode }
  "homeSections.testimonials.quote": { quote: string }
  "homeSections.closing.lead": { freeVideoCount: number }
  /** "Learn more<hidden> about {title}</hidden>": a card's link, the feature's name said only to screen readers. */
  "features.learnMore": { title: string; hidden: Tag }
  "showcase.viewLarger": { title: string }
  "examples.stillAlt": { title: string }
  "examples.durationBadge": { duration: string; hidden: Tag }
  "examples.playerLabel": { title: string }
  "examples.previewOf": { duration: string }
  "examples.watch.metaTitle": { title: string; genre: string }
  "examples.watch.metaDescription": { description: string }
  "examples.watch.play": { title: string }
  /** `seconds` is the clip's length, `duration` the full video's ("3:00"). */
  "examples.watch.previewSentence": { seconds: number; duration: string }
  /** A transcript cue's times, "0:00–0:10", with "to" said only to screen readers and the dash only shown. */
  "examples.watch.cueRange": { start: string; end: string; hidden: Tag; dash: Tag }
  "examples.watch.previewValue": { clip: string }
  "examples.watch.madeFromValue": { duration: string }
  /**
   * The plans and /pricing, formatted on the server (app/content/pricing-section.server.ts,
   * pricing-page.server.ts) but for the card's button and list label, formatted by the section.
   * `count` is the free trial's videos, `tokens` a quota, `duration` a length of video written by
   * formatMinutes, `saving` yearly billing's best saving as a fraction (0.21).
   */
  "plans.freeTrial": FreeVideos
  "plans.includedTokens": { tokens: number }
  "plans.tokensPer.month": { tokens: number }
  "plans.tokensPer.year": { tokens: number }
  "plans.aboutVideo": { duration: string }
  "plans.section.intro": FreeVideos
  "plans.section.yearly": { saving: number }
  /** "Continue<hidden> with {plan}</hidden>": the card's button, and what only a screen reader hears after it. */
  "plans.section.continue": { plan: string; hidden: Tag }
  "plans.section.includes": { plan: string }
  "pricingPage.questions.fits.answer": { tokens: number; duration: string }
  "pricingPage.questions.billing.answer": { saving: number }
  "pricingPage.questions.trial.answer": FreeVideos
  "pricingPage.closing.text": FreeVideos
  /** The announcement of a page shown by a client navigation (app/components/navigation-focus.tsx). */
  "focus.pageShown": { title: string }
  /** The blog's search (app/data/search-page.server.ts, issue 29), formatted by its loader: the page gets text. */
  "search.tooLong": { length: number; max: number }
  "search.results": { count: number; query: string }
  "search.approximate": { query: string }
  "search.noResults": { query: string }
  "search.pageOfCount": { page: number; count: number }
  // Search at size (issue 29): "More than {count} results", when the database ranks and counts only the newest body matches.
  "search.resultsMore": { count: number; query: string }
}

type FreeVideos = { count: number }

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
 * blog's loaders format `blog` into the page's data and send `blogChrome` as its `chrome`; the home
 * and landing loaders format `testimonials` and `homeJsonLd` (their cards, their structured data); the
 * home and landing pages', feature pages' and watch pages' loaders send what they show of `homeSections`,
 * `features`, `showcase` and `examples` (the footer's feature names are read on the server); the
 * pricing section's (the home page, its landing pages, /pricing) formats `plans`, and /pricing's
 * `pricingPage`, into theirs. No page sends `walkthrough`: the media scripts write it into the demo
 * video's captions files. `embed` is read by the server alone, into the embeddable player's HTML
 * (app/content/embed-page.server.ts).
 */
export const pageNamespaces = [
  "calculator",
  "blog",
  "blogChrome",
  "testimonials",
  "homeJsonLd",
  "homeSections",
  "features",
  "showcase",
  "examples",
  "walkthrough",
  "plans",
  "pricingPage",
  "embed",
] as const satisfies readonly (keyof Catalog)[]

export type PageNamespace = (typeof pageNamespaces)[number]

export const isPageNamespace = (name: string): name is PageNamespace => (pageNamespaces as readonly string[]).includes(name)

/** The site's words in a language, as the root's data carries them to every page. */
export type SiteMessages = Omit<Messages, PageNamespace>

/** The words of the blog's components, which the blog's loaders send as the page's `chrome`. */
export type BlogChrome = Messages["blogChrome"]
