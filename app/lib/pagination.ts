/** Articles a blog list page shows: /blog, /blog/page/2, … and the same for each tag. */
export const PAGE_SIZE = 12

/** The path of a tag's first page; the tag is a path segment, so it is encoded. */
export function tagPath(tag: string): string {
  return `/blog/tag/${encodeURIComponent(tag)}`
}

/**
 * A `:page` parameter as a page number: only a plain positive integer without leading zeros
 * names a page ("2", "10"), so each page has one address; "0", "02", "x" and "1e3" are none.
 */
export function parsePage(param: string | undefined): number | null {
  if (param === undefined) return 1
  if (!/^[1-9]\d{0,5}$/.test(param)) return null
  return Number(param)
}

/** How many pages a list of `total` articles fills; an empty list still has its first page. */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The first article of page `page`, counted from 0. */
export function pageOffset(page: number, size = PAGE_SIZE): number {
  return (page - 1) * size
}

/**
 * The page numbers the pagination shows: the first, the last, and the current one with a
 * neighbour either side; a gap of one page is shown as that page, a longer one as "gap".
 */
export function pageLinks(current: number, count: number): (number | "gap")[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count))
  const sorted = [...wanted].sort((a, b) => a - b)
  const links: (number | "gap")[] = []
  for (const page of sorted) {
    const last = links.at(-1)
    if (typeof last === "number" && page - last === 2) links.push(last + 1)
    else if (typeof last === "number" && page - last > 2) links.push("gap")
    links.push(page)
  }
  return links
}

/** What a later page adds to its title and description ("Blog — page 2 of 5"); the first page adds nothing. */
export function pageSuffix(page: number, count: number): string {
  return page > 1 ? ` — page ${page} of ${count}` : ""
}
