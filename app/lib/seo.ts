import type { MetaDescriptor } from "react-router"
import { absoluteUrl, site } from "#app/config/site.ts"
import { type PageLanguage, localeInfo } from "#app/i18n/locales.ts"
import { rssAlternateLink } from "#app/lib/feeds.ts"
import { isImageSource } from "#app/lib/site-path.ts"
import { articleCardPath, socialCardPath } from "#app/lib/social-card-path.ts"
import { articlePath } from "#app/lib/article-path.ts"

type PageMetaInput = {
  /** The page's own title; the brand is appended unless `fullTitle` is set. */
  title: string
  fullTitle?: boolean
  description: string
  /** The page's path, e.g. "/blog"; made absolute on the public site URL. */
  path: string
  /** Its own social image (a site path or https URL); without a valid one, its generated card (see app/lib/social-card-path.ts). */
  image?: string | null
  type?: "website" | "article" | "video.other"
  /** A page about one video: its embeddable player's path (og:video, Twitter's player card) and size. */
  video?: { player: string; width: number; height: number }
  publishedTime?: string | null
  /** An article's last change after publication (article:modified_time). */
  modifiedTime?: string | null
  jsonLd?: object[]
  /** Blog pages point readers and browsers at the feed. */
  feed?: boolean
  /** Articles name their Markdown version, at their path plus ".md" (decision 0046). */
  markdown?: boolean
  /**
   * The page's language and its versions in others (app/content/page-language.server.ts): `<link hreflang>` to
   * each, itself and x-default (the English version) included, og:locale and its alternates, and
   * inLanguage on the JSON-LD. Without it the page is English and has no other version.
   */
  language?: PageLanguage
  /** The page's canonical address when it is not its own (an article first published elsewhere); og:url stays the page's. */
  canonicalUrl?: string | null
  /** The title for shares (og:title, twitter:title) when it differs from the page's. */
  socialTitle?: string | null
}

// The JSON-LD types that are creative works, which may say their language.
const CREATIVE_WORKS = new Set([
  "WebPage",
  "WebSite",
  "Article",
  "BlogPosting",
  "TechArticle",
  "NewsArticle",
  "VideoObject",
  "CollectionPage",
  "ItemList",
  "FAQPage",
  "SoftwareApplication",
])

function withLanguage(data: object, tag: string): object {
  const type = (data as { "@type"?: unknown })["@type"]
  return typeof type === "string" && CREATIVE_WORKS.has(type) && !("inLanguage" in data) ? { ...data, inLanguage: tag } : data
}

/** hreflang links to every version of the page, itself included, and x-default to the English one. */
function languageLinks({ versions }: PageLanguage): MetaDescriptor[] {
  const links: MetaDescriptor[] = versions.map((v) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: localeInfo[v.locale].tag,
    href: absoluteUrl(v.path),
  }))
  const english = versions.find((v) => v.locale === "en")
  if (english) links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(english.path) })
  return links
}

/** Title, description, canonical, Open Graph and Twitter tags for one page: the one way pages set their head. */
export function pageMeta({
  title,
  fullTitle = false,
  description,
  path,
  image,
  type = "website",
  publishedTime,
  modifiedTime,
  jsonLd = [],
  feed = false,
  markdown = false,
  video,
  language = { locale: "en", versions: [] },
  canonicalUrl,
  socialTitle,
}: PageMetaInput): MetaDescriptor[] {
  const tag = localeInfo[language.locale].tag
  const documentTitle = fullTitle ? title : `${title} | ${site.brand}`
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(isImageSource(image) ? image : socialCardPath(path))
  return [
    { title: documentTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonicalUrl || url },
    ...(feed ? [{ tagName: "link", ...rssAlternateLink(language.locale) }] : []),
    ...(markdown ? [{ tagName: "link", rel: "alternate", type: "text/markdown", href: `${url}.md` }] : []),
    ...languageLinks(language),
    { property: "og:type", content: type },
    { property: "og:locale", content: localeInfo[language.locale].ogLocale },
    ...language.versions
      .filter((v) => v.locale !== language.locale)
      .map((v) => ({ property: "og:locale:alternate", content: localeInfo[v.locale].ogLocale })),
    { property: "og:site_name", content: site.brand },
    { property: "og:title", content: socialTitle || title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    ...(video ? openGraphVideo(absoluteUrl(video.player), video.width, video.height) : []),
    ...(publishedTime ? [{ property: "article:published_time", content: publishedTime }] : []),
    ...(modifiedTime ? [{ property: "article:modified_time", content: modifiedTime }] : []),
    { name: "twitter:card", content: video ? "player" : "summary_large_image" },
    { name: "twitter:title", content: socialTitle || title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    ...(video
      ? [
          { name: "twitter:player", content: absoluteUrl(video.player) },
          { name: "twitter:player:width", content: String(video.width) },
          { name: "twitter:player:height", content: String(video.height) },
        ]
      : []),
    ...jsonLd.map((data) => ({ "script:ld+json": withLanguage(data, tag) })),
  ]
}

/**
 * Open Graph's video of a page about one: its embeddable player, an HTML page (as a chat app or a
 * social network frames it), with its size; secure_url when the player's address is https.
 */
export function openGraphVideo(playerUrl: string, width: number, height: number): MetaDescriptor[] {
  return [
    { property: "og:video", content: playerUrl },
    ...(playerUrl.startsWith("https:") ? [{ property: "og:video:secure_url", content: playerUrl }] : []),
    { property: "og:video:type", content: "text/html" },
    { property: "og:video:width", content: String(width) },
    { property: "og:video:height", content: String(height) },
  ]
}

/** The head of a page whose loader data carries its title and description in `content` (the fixed pages'); none before its data. */
export function contentPageMeta(
  data: { content: { title: string; description: string }; path: string; language: PageLanguage } | undefined,
): MetaDescriptor[] {
  if (!data) return []
  return pageMeta({
    title: data.content.title,
    description: data.content.description,
    path: data.path,
    language: data.language,
    markdown: true,
  })
}

/**
 * The head of a page that is not there or failed to load (the not-found and error screens, a
 * missing article): its title and description in the page's language, and noindex; nothing to
 * canonicalise or share.
 */
export function missingPageMeta({
  title,
  fullTitle = false,
  description,
}: Pick<PageMetaInput, "title" | "fullTitle"> & { description?: string }): MetaDescriptor[] {
  return [
    { title: fullTitle ? title : `${title} | ${site.brand}` },
    { name: "robots", content: "noindex" },
    ...(description === undefined ? [] : [{ name: "description", content: description }]),
  ]
}

export function organizationJsonLd() {
  return {
    "@type": "Organization",
    name: site.brand,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/media/icon-512.png"),
  }
}

/** What an article's head is made of: the page's data (ArticlePageData in app/data/blog-types.ts) has it all. */
export type ArticleHead = {
  slug: string
  path?: string
  title: string
  description: string
  image: string | null
  publishedAt: string | null
  modifiedAt: string | null
  author?: string | null
  faq?: { question: string; answer: string }[]
  canonicalUrl?: string | null
  socialTitle?: string | null
  socialImage?: string | null
}

/**
 * An article page's head: pageMeta's tags, with its own canonical URL when it was first published
 * elsewhere, its social title and image for shares (else its featured image, else its drawn card),
 * and Article JSON-LD naming its author (the person when one is named, else the organisation),
 * plus FAQPage JSON-LD when it has questions. The one way an article's head is built.
 */
export function articleMeta(article: ArticleHead, language?: PageLanguage): MetaDescriptor[] {
  const path = article.path ?? articlePath(article.slug)
  const description = article.description || article.title
  const imagePath = isImageSource(article.socialImage)
    ? article.socialImage
    : isImageSource(article.image)
      ? article.image
      : articleCardPath(article.slug, article.title)
  const jsonLd: object[] = [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description,
      image: absoluteUrl(imagePath),
      ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
      ...(article.modifiedAt ? { dateModified: article.modifiedAt } : {}),
      mainEntityOfPage: article.canonicalUrl || absoluteUrl(path),
      author: article.author ? { "@type": "Person", name: article.author } : organizationJsonLd(),
      publisher: organizationJsonLd(),
    },
  ]
  if (article.faq && article.faq.length > 0)
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: article.faq.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    })
  return pageMeta({
    title: article.title,
    description,
    path,
    image: imagePath,
    type: "article",
    publishedTime: article.publishedAt,
    modifiedTime: article.modifiedAt,
    jsonLd,
    feed: true,
    markdown: true,
    language,
    canonicalUrl: article.canonicalUrl,
    socialTitle: article.socialTitle,
  })
}
