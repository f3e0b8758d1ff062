/** What the blog index needs of one article: computed on the server, so the HTML is complete and hydration matches. */
export type ArticleCardData = {
  slug: string
  title: string
  description: string
  image: string | null
  publishedAt: string | null
  /** "3 days ago", relative to the request. */
  published: string | null
  readingTime: string
}

export type ArticlePageData = ArticleCardData & {
  html: string
  publishedUrl: string | null
  publishedUrlHost: string | null
}
