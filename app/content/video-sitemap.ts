import { absoluteUrl } from "#app/config/site.ts"
import { type ExampleVideo, examplePath } from "./examples.ts"
import * as examplesModule from "./examples.ts"
import { localizedExamples } from "./examples-section.server.ts"
import { localeInfo } from "#app/i18n/locales.ts"
import { pageVersions } from "./site-pages.ts"
import { xmlEscape } from "#app/lib/feeds.ts"

/** One watch page of the video sitemap: its path, its video in its language, and its versions in every language. */
export type VideoSitemapPage = { path: string; video: ExampleVideo; alternates: { locale: string; path: string }[] }

/**
 * Every watch page in every language it exists in (the route table says which): the video's title
 * and description in the page's language, with the page's versions as hreflang alternates.
 */
export function videoSitemapPages(): VideoSitemapPage[] {
  return examplesModule.examples.flatMap((example) => {
    const versions = pageVersions(examplePath(example.slug))
    const english = versions.find((v) => v.locale === "en")
    const alternates = [
      ...versions.map((v) => ({ locale: localeInfo[v.locale].tag, path: v.path })),
      ...(english ? [{ locale: "x-default", path: english.path }] : []),
    ]
    return versions.map(({ locale, path }) => ({
      path,
      video: localizedExamples(locale).find((e) => e.slug === example.slug)!,
      alternates,
    }))
  })
}

/**
 * /sitemap-video.xml: each example's watch page, in each language, with its video (Google's video
 * sitemap extension) and its versions in the other languages (xhtml:link, as in /sitemap.xml).
 * The video is on its watch page (`<loc>`) and in its file (`<content_loc>`). There is no
 * `<player_loc>`: the only player is the watch page itself, and a player_loc may not repeat the
 * page's `<loc>`. The duration is the clip's, the video the page plays.
 */
export function videoSitemapXml(pages: VideoSitemapPage[]): string {
  const tag = (name: string, value: string | number) => `      <video:${name}>${xmlEscape(String(value))}</video:${name}>`
  const urls = pages.map(({ path, video: v, alternates }) =>
    [
      "  <url>",
      `    <loc>${xmlEscape(absoluteUrl(path))}</loc>`,
      ...alternates.map(
        (a) => `    <xhtml:link rel="alternate" hreflang="${a.locale}" href="${xmlEscape(absoluteUrl(a.path))}"/>`,
      ),
      "    <video:video>",
      tag("thumbnail_loc", absoluteUrl(`${v.thumbnail}-960.webp`)),
      tag("title", v.title),
      tag("description", v.description),
      tag("content_loc", absoluteUrl(v.videoUrl)),
      tag("duration", v.clipSeconds),
      tag("publication_date", v.uploadDate),
      "    </video:video>",
      "  </url>",
    ].join("\n"),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">\n${urls.join("\n")}\n</urlset>\n`
}
