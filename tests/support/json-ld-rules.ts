// Google's documented rules for the structured data types the site uses (Search Central's
// "structured data" pages for Video, Article, FAQ, Breadcrumb and Organization), as one check:
// what a page's JSON-LD must hold for Google to accept it. The tests that read pages
// (server/site-walk.test.ts, app/built-json-ld.test.ts) run every page's blocks through it;
// ./json-ld-rules.test.ts shows it refusing what Google refuses.

/** An ISO 8601 date and time with a time zone: 2025-08-15T00:00:00Z, 2025-08-15T09:30:00+02:00. */
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/
/** An ISO 8601 duration as schema.org's Duration: PT1M30S, PT10S, P1DT2H. */
const DURATION = /^P(?!$)(?:\d+Y)?(?:\d+M)?(?:\d+W)?(?:\d+D)?(?:T(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+(?:\.\d+)?S)?)?$/
/** Google shows at most this many characters of an article's headline. */
export const MAX_HEADLINE = 110

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node => value !== null && typeof value === "object" && !Array.isArray(value)
const typesOf = (node: Node): string[] => [node["@type"] ?? []].flat().filter((t): t is string => typeof t === "string")
const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
const hasText = (value: unknown) => typeof value === "string" && /\S/.test(value)

/** Whether `value` is an absolute http(s) URL. */
export function isWebUrl(value: unknown): boolean {
  if (typeof value !== "string" || !URL.canParse(value)) return false
  return /^https?:$/.test(new URL(value).protocol)
}

/** Whether `value` is a date and time with a time zone, as Google asks of every date in structured data. */
export function isZonedDateTime(value: unknown): boolean {
  return typeof value === "string" && ZONED_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
}

/** An image given as a URL, an ImageObject with a URL, or a list of either. */
function isImage(value: unknown): boolean {
  const images = asList(value)
  return (
    images.length > 0 && images.every((image) => isWebUrl(image) || (isNode(image) && isWebUrl(image.url ?? image.contentUrl)))
  )
}

/** Every node of a block, nested ones and @graph's included, each once. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf)
  if (!isNode(value)) return []
  return [value, ...Object.entries(value).flatMap(([key, child]) => (key === "@context" ? [] : nodesOf(child)))]
}

const DATE_FIELDS = ["uploadDate", "datePublished", "dateModified"]

type Say = (ok: boolean, problem: string) => void

function videoObject(node: Node, say: Say, pageUrl: string) {
  say(hasText(node.name), "VideoObject needs a name")
  say(hasText(node.description), "VideoObject needs a description")
  const thumbnails = asList(node.thumbnailUrl)
  say(thumbnails.length > 0 && thumbnails.every(isWebUrl), "VideoObject needs thumbnailUrl, absolute URLs")
  say(node.uploadDate !== undefined, "VideoObject needs an uploadDate")
  say(node.contentUrl !== undefined || node.embedUrl !== undefined, "VideoObject needs a contentUrl or an embedUrl")
  if (node.contentUrl !== undefined)
    say(isWebUrl(node.contentUrl), `VideoObject's contentUrl is not a URL: ${String(node.contentUrl)}`)
  if (node.embedUrl !== undefined) {
    say(isWebUrl(node.embedUrl), `VideoObject's embedUrl is not a URL: ${String(node.embedUrl)}`)
    // Google: the URL of a player for the video, not of the page it is on.
    say(node.embedUrl !== pageUrl, `VideoObject's embedUrl is the page itself (${pageUrl}), not a player`)
  }
  if (node.duration !== undefined)
    say(
      typeof node.duration === "string" && DURATION.test(node.duration),
      `VideoObject's duration is not ISO 8601: ${String(node.duration)}`,
    )
}

function article(node: Node, say: Say, type: string) {
  say(hasText(node.headline), `${type} needs a headline`)
  if (typeof node.headline === "string")
    say(node.headline.length <= MAX_HEADLINE, `${type}'s headline is over ${MAX_HEADLINE} characters: ${node.headline.length}`)
  say(isImage(node.image), `${type} needs an image, absolute URLs`)
  // Google recommends datePublished rather than requiring it: an article whose content names no day has none.
  if (isZonedDateTime(node.datePublished) && isZonedDateTime(node.dateModified))
    say(
      Date.parse(node.dateModified as string) >= Date.parse(node.datePublished as string),
      `${type}'s dateModified is before its datePublished`,
    )
  const authors = asList(node.author)
  say(authors.length > 0, `${type} needs an author`)
  for (const author of authors) {
    if (!isNode(author)) {
      say(false, `${type}'s author is not a Person or an Organization: ${JSON.stringify(author)}`)
      continue
    }
    const kind = typesOf(author)
    say(kind.includes("Person") || kind.includes("Organization"), `${type}'s author is not a Person or an Organization`)
    say(hasText(author.name), `${type}'s author needs a name`)
    if (author.url !== undefined || kind.includes("Organization")) say(isWebUrl(author.url), `${type}'s author needs a URL`)
  }
}

function faqPage(node: Node, say: Say) {
  const questions = asList(node.mainEntity)
  say(questions.length > 0, "FAQPage needs its questions in mainEntity")
  for (const question of questions) {
    const ok = isNode(question) && typesOf(question).includes("Question")
    say(ok, "FAQPage's mainEntity holds something other than a Question")
    if (!ok) continue
    say(hasText(question.name), "a Question needs its text in name")
    const answer = question.acceptedAnswer
    say(
      isNode(answer) && typesOf(answer).includes("Answer") && hasText(answer.text),
      `the Question "${String(question.name)}" needs an acceptedAnswer with its text`,
    )
  }
}

function breadcrumbList(node: Node, say: Say) {
  const items = asList(node.itemListElement)
  say(items.length > 0, "BreadcrumbList needs its items in itemListElement")
  items.forEach((item, index) => {
    const ok = isNode(item) && typesOf(item).includes("ListItem")
    say(ok, `BreadcrumbList's item ${index + 1} is not a ListItem`)
    if (!ok) return
    say(item.position === index + 1, `BreadcrumbList's item ${index + 1} has position ${String(item.position)}`)
    const target = isNode(item.item) ? item.item["@id"] : item.item
    const name = item.name ?? (isNode(item.item) ? item.item.name : undefined)
    say(hasText(name), `BreadcrumbList's item ${index + 1} needs a name`)
    // Every crumb but the last (the page itself) links to its page.
    if (index < items.length - 1 || target !== undefined)
      say(isWebUrl(target), `BreadcrumbList's item ${index + 1} needs an item URL`)
  })
}

function organization(node: Node, say: Say) {
  say(hasText(node.name), "Organization needs a name")
  say(isWebUrl(node.url), "Organization needs a url")
  say(isImage(node.logo), "Organization needs a logo, an absolute URL")
}

const ARTICLE_TYPES = ["Article", "BlogPosting", "NewsArticle", "TechArticle"]

/**
 * What Google would refuse in a page's JSON-LD blocks (parsed), one line each; none when every
 * block passes. `pageUrl` is the page's own address (a video's embedUrl must be a player, not it).
 * Besides each type's rules: every uploadDate, datePublished and dateModified anywhere carries a
 * time zone.
 */
export function jsonLdProblems(blocks: unknown[], pageUrl: string): string[] {
  const problems: string[] = []
  for (const node of nodesOf(blocks)) {
    const say: Say = (ok, problem) => {
      if (!ok) problems.push(problem)
    }
    for (const field of DATE_FIELDS)
      if (node[field] !== undefined)
        say(isZonedDateTime(node[field]), `${field} has no time zone (ISO 8601 with Z or ±hh:mm): ${JSON.stringify(node[field])}`)
    const types = typesOf(node)
    if (types.includes("VideoObject")) videoObject(node, say, pageUrl)
    const articleType = types.find((t) => ARTICLE_TYPES.includes(t))
    if (articleType) article(node, say, articleType)
    if (types.includes("FAQPage")) faqPage(node, say)
    if (types.includes("BreadcrumbList")) breadcrumbList(node, say)
    if (types.includes("Organization")) organization(node, say)
  }
  return problems
}

/** A page's JSON-LD blocks, parsed; one that does not parse is a problem of its own. */
export function pageJsonLdProblems(document: Document, pageUrl: string): string[] {
  const problems: string[] = []
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    try {
      return [JSON.parse(script.textContent ?? "") as unknown]
    } catch {
      problems.push(`a JSON-LD block does not parse: ${(script.textContent ?? "").slice(0, 80)}`)
      return []
    }
  })
  return [...problems, ...jsonLdProblems(blocks, pageUrl)]
}
