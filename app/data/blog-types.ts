import type { ImageSize } from "#app/lib/image-widths.ts"
import type { FaqItem } from "./article-extras.ts"

/** What the blog index needs of one article: computed on the server (blog-view.server.ts), so the HTML is complete and hydration matches. */
export type ArticleCardData = {
  slug: string
  /** Where it is read, in its language: "/blog/<slug>", "/it/blog/<slug>" (the loaders always set it). */
  path?: string
  title: string
  description: string
  /** The featured image's source (a site path or a URL); og:image names it as it is. */
  image: string | null
  /** The image's alt text as it was sent; "" when none was (the image is then decorative). Loaders always set it. */
  imageAlt?: string
  /** Its real size as the image route read it; null when it is not shown (refused, or failed) or is linked directly. */
  imageSize: ImageSize | null
  /** IMAGE_MODE=direct: the page links the source as it is, at no known size (absent: through the image route). */
  imageDirect?: boolean
  publishedAt: string | null
  /** "3 days ago", relative to the request, in the article's language. */
  published: string | null
  readingTime: string
}

export type ArticlePageData = ArticleCardData & {
  /** The sanitised body; null in a document's own loader data, whose page holds the body already (app/hydration/article-body.tsx). */
  html: string | null
  publishedUrl: string | null
  publishedUrlHost: string | null
  /** When it was last changed after it went out (JSON-LD dateModified); null when never. */
  modifiedAt: string | null
  /** Its tags, each linking to its tag's list. */
  tags: string[]
  /** Where each tag's list is in the article's language ("/it/blog/tag/remix"), and its blog's first page. */
  tagPaths?: Record<string, string>
  blogPath?: string
  /** Up to three articles to read next (app/routes/blog-article.tsx fills them). */
  related: ArticleCardData[]
  // Migration 0008's fields (decision 0032); a page built before them has none.
  /** The author's name, shown under the title and named in Article JSON-LD. */
  author?: string | null
  /** Questions and answers, plain text, shown after the body and given as FAQPage JSON-LD. */
  faq?: FaqItem[]
  /** The article's original address when it was first published elsewhere: the page's canonical link. */
  canonicalUrl?: string | null
  /** The title and image for shares (og:, twitter:), when they differ from the page's. */
  socialTitle?: string | null
  socialImage?: string | null
}
