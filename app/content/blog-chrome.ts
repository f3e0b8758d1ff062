import { freeVideos } from "#app/content/plans.ts"

// The words of the blog's own interface, around the articles' text: the fixed articles' layout and
// blocks (app/components/articles/), the list, card, article, pagination and preview components
// (app/components/blog/). Read on the server, in the page's language, by blogChrome()
// (blog-chrome.server.ts) and handed to the components with the page's data. "{name}" marks a value
// the component fills in (`fill` in app/i18n/fill.ts); plurals go through Intl's plural rules.

export const chrome = {
  backToBlog: "Back to Blog",
  /** "5 min read": the reading time, by the count's plural form. */
  readingTime: { one: "{count} min read", other: "{count} min read" },
  startCreating: "Start Creating Now",
  /** A fixed article's own words. */
  article: {
    share: "Found this useful? Share it with a fellow creator.",
    /** The label of a link to this language's version of an article, written in this language. */
    readInThisLanguage: "Read in English",
    /** The name of the list of an article's other languages. */
    otherLanguages: "This article in other languages",
  },
  /** The articles' closing call to action. */
  callToAction: {
    title: "Turn your track into a music video",
    text: `Lip-synced, beat-matched and ready for every platform in minutes. Your first ${freeVideos} are free, no credit card needed.`,
  },
  /** The name of a Markdown table's scrolling region. */
  table: "Table",
  comparison: {
    label: "Suno and Udio compared",
    caption: "Suno and Udio compared feature by feature, with the winner of each row",
    feature: "Feature",
    winner: "Winner",
  },
  factors: {
    tie: "Tie",
    winner: "Winner: {winner}",
    /** The sides a factor's `winner` names, by their value in the data. */
    sides: { AI: "AI", Traditional: "Traditional" },
  },
  stats: { users: "Users", growth: "Growth" },
  reviews: {
    outOfFive: " out of 5",
    price: "Price",
    users: "Users",
    processingTime: "Processing time",
    strengths: "Strengths",
    limitations: "Limitations",
    bestFor: "Best for:",
    verdict: "Verdict:",
  },
  video: {
    play: "Play video: ",
    caption: "Video plays from YouTube (privacy-enhanced mode) once you press play.",
  },
  card: { readFull: "Read Full Article" },
  /** A database article's page. */
  view: {
    published: "Published",
    originallyAt: "Originally published at",
    author: "By",
    faq: "Frequently asked questions",
    newTab: " (opens in a new tab)",
    ctaTitle: "Make a music video from your next track",
    ctaText: `Lip-synced, in every format, in minutes. Your first ${freeVideos} are free.`,
    tags: "Tags",
    tag: "Tag: ",
    related: "Related articles",
    notFoundTitle: "Article Not Found",
    notFoundText: "The article you're looking for doesn't exist.",
  },
  /** The blog's lists. */
  list: {
    badge: "The Syncreel Blog",
    empty: "No articles yet. Check back soon!",
    latest: "Latest articles",
    guidesTitle: "Guides and comparisons",
    guidesLead: "In-depth tutorials, tool reviews and market analysis for AI music video creators.",
    ctaTitle: "Ready to see your music?",
    ctaText: `Turn your next track into a lip-synced music video in minutes. Your first ${freeVideos} are free, no credit card needed.`,
  },
  pagination: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    /** After "Previous" or "Next", for screen readers. */
    toPage: " page, page {page}",
    page: "Page ",
  },
  preview: {
    title: "Preview: not published.",
    text: "This article is {when}; only people with this link can see it.",
    scheduled: "scheduled for {date}",
    draft: "a draft",
  },
  pending: { articles: "Loading articles...", article: "Loading article..." },
}

export type BlogChrome = typeof chrome
