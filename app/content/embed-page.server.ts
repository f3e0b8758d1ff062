import { site } from "#app/config/site.ts"
import { type ExampleVideo, examplePath, posterUrl } from "#app/content/examples.ts"
import { copyValues } from "#app/content/copy-values.ts"
import { watchPageContent } from "#app/content/watch-page.server.ts"
import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { formatRich } from "#app/i18n/icu.ts"
import { type Locale, localeInfo } from "#app/i18n/locales.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { localizePath } from "#app/i18n/slugs.ts"

// The embeddable player (/embed/<example> in each language; docs/decisions/0042-embeddable-player.md):
// a page other sites put in an iframe, made of the browser's own player and nothing else. It has no
// script at all, so before a click it costs its HTML, its poster and its captions file; the player
// plays from a click, a tap or the keyboard as the browser's own does. It is written here as a
// string, not rendered by the site's React layout, which would bring the site's scripts with it.

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;")

// The page fills its frame: the video letterboxed on black, the credit over its top corner, clear
// of the player's controls at the bottom.
const STYLE = [
  "html,body{margin:0;height:100%;background:#000;color:#fff;font:600 13px/1.2 system-ui,sans-serif}",
  "body{position:relative;overflow:hidden}",
  "video{display:block;width:100%;height:100%;object-fit:contain}",
  ".credit{position:absolute;top:10px;right:10px;padding:6px 12px;border-radius:999px;background:rgb(10 10 18/.78);color:#fff;text-decoration:none}",
  ".credit:hover{background:#7c3aed}",
  ".credit:focus-visible{outline:3px solid #fff;outline-offset:2px}",
  "video:focus-visible{outline:3px solid #a78bfa;outline-offset:-3px}",
  ".hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}",
].join("")

/** The embeddable player of an example in a language, as a whole HTML document. */
export function embedPageHtml(slug: ExampleVideo["slug"], locale: Locale): string {
  const { video, captionsTrack, text } = watchPageContent(slug, locale)
  const messages = messagesFor(locale, copyValues(locale))
  // "Made with …" and, for screen readers only, the site's own "(opens in a new tab)": one message.
  const credit = renderToStaticMarkup(
    formatRich(messages.inNewTab, locale, {
      label: messages.embed.madeWith,
      hidden: (chunks) => createElement("span", { className: "hidden" }, chunks),
    }),
  )
  const { width, height } = video.format
  const watchPage = localizePath(examplePath(slug), locale)
  return `<!doctype html>
<html lang="${localeInfo[locale].tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${video.title} | ${site.brand}`)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<video controls playsinline preload="none" poster="${escapeHtml(posterUrl(video))}" width="${width}" height="${height}" aria-label="${escapeHtml(text.playerLabel)}">
<source src="${escapeHtml(video.videoUrl)}" type="video/mp4">
<track kind="captions" src="${escapeHtml(captionsTrack.src)}" srclang="${escapeHtml(captionsTrack.srcLang)}" label="${escapeHtml(captionsTrack.label)}" default>
</video>
<a class="credit" href="${escapeHtml(watchPage)}" target="_blank" rel="noopener">${credit}</a>
</body>
</html>
`
}
