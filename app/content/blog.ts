// The words of the blog's lists, its feed and its article pages' language links, in English
// (docs/decisions/0018-six-languages.md); each language's are in app/content/<locale>/blog.ts.
// Loaders read them through `blogWords(locale)` in app/data/blog-language.server.ts and hand
// them to the page; its `fill` writes `{page}`, `{count}`, `{tag}` and `{minutes}`, numbers through Intl.

/** The blog's first page: its title and description (search results, social cards, the hero). */
export const list = {
  title: "AI Music Video Blog: Guides, Tips and News",
  description:
    "Practical guides for musicians and creators making AI music videos: workflows, lip-sync, visual styles, vertical video and release planning.",
  heroTitle: "Stories and guides for AI music video creators",
  /** Under a later page's hero. */
  pageOfCount: "Page {page} of {count}",
  /** After a later page's title and description. */
  pageSuffix: " — page {page} of {count}",
}

/** A tag's list. */
export const tagList = {
  title: "Articles tagged “{tag}”",
  description: "Articles of the Syncreel blog tagged “{tag}”: guides and tips for AI music video creators.",
}

/** A language whose blog has no articles yet says so, and points to the English blog. */
export const emptyLanguage = {
  heading: "No articles in English yet",
  text: "We have not published articles in English yet. Our English blog has every article we have written so far.",
  link: "Read the English blog",
}

/** The feed of the language's articles. */
export const feed = {
  description: "Guides and news for musicians and creators making AI music videos.",
}

/** An article page's links to its versions in other languages. */
export const translations = {
  heading: "Read this article in",
}
