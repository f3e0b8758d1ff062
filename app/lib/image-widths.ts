// The widths the blog shows a database article's images at, and the URLs of the image route
// that serves them (docs/decisions/0014-images-through-the-site.md). Kept pure and free of
// imports: the server's route accepts exactly these widths, and the pages list them in srcset.

/** Where the site serves a resized copy of an image: `/images/<width>?src=<source>`. */
const IMAGE_ROUTE = "/images/"

// A card of the blog grid (app/components/blog/article-card.tsx) is at most 368 px wide: a third of
// container-page's 72rem content less two 1.5rem gaps. The article's column (max-w-3xl less
// container-page's 2rem padding) is 704 px. Each at 1× and 2×.
export const CARD_WIDTHS = [368, 736] as const
export const COLUMN_WIDTHS = [704, 1408] as const
/** Every width the route serves, smallest first: no other (an arbitrary width a request could ask for is work a crawler could multiply). */
export const IMAGE_WIDTHS: readonly number[] = [...new Set([...CARD_WIDTHS, ...COLUMN_WIDTHS])].sort((a, b) => a - b)

/** How wide a card's image is shown: one column, then two from md, three from lg, capped by container-page. */
export const CARD_SIZES =
  "(min-width: 76rem) 368px, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 48rem) calc((100vw - 5.5rem) / 2), calc(100vw - 2.5rem)"
/** How wide the article's column is: container-page's padding, then max-w-3xl. */
export const COLUMN_SIZES = "(min-width: 48rem) 704px, calc(100vw - 2.5rem)"

/** A source's intrinsic size, as the route read it. */
export type ImageSize = { width: number; height: number }

/** What an `<img>` of a database article carries: the route's URLs and the source's real size. */
export type ImageSet = { src: string; srcSet: string; sizes: string; width: number; height: number }

export function imageUrl(source: string, width: number): string {
  return `${IMAGE_ROUTE}${width}?src=${encodeURIComponent(source)}`
}

/**
 * The image at `widths` (never wider than the source: the route does not enlarge, so a
 * width past the source's is listed once, at the source's own width).
 */
export function imageSet(source: string, size: ImageSize, widths: readonly number[], sizes: string): ImageSet {
  const entries = new Map<number, string>()
  for (const width of widths) {
    const shown = Math.min(width, size.width)
    if (!entries.has(shown)) entries.set(shown, imageUrl(source, width))
  }
  const list = [...entries]
  return {
    src: list.at(-1)![1],
    srcSet: list.map(([w, url]) => `${url} ${w}w`).join(", "),
    sizes,
    width: size.width,
    height: size.height,
  }
}

/**
 * The `<img>` attributes of an article's featured image: the route's set at its real size, or with
 * IMAGE_MODE=direct the source itself (the layout's fixed aspect ratio keeps it from shifting the
 * page). Null when the image is not shown.
 */
export function featuredImage(
  article: { image: string | null; imageSize: ImageSize | null; imageDirect?: boolean },
  widths: readonly number[],
  sizes: string,
): ImageSet | { src: string } | null {
  if (!article.image) return null
  if (article.imageDirect) return { src: article.image }
  return article.imageSize ? imageSet(article.image, article.imageSize, widths, sizes) : null
}
