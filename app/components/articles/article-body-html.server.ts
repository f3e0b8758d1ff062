import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { MemoryRouter } from "react-router"
import { ArticleBody, articleBodyKey, preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import type { Locale } from "#app/i18n/locales.ts"
import { ArticleContext } from "./article-context.ts"
import { articleComponents } from "./mdx-components.tsx"

/**
 * A fixed article's MDX body as HTML, rendered with the components its page uses, for its
 * Markdown version (app/data/machine-readable.server.ts). Not sanitised here: the caller does.
 */
export async function fixedArticleBodyHtml(slug: string, locale: Locale): Promise<string> {
  const bodyKey = articleBodyKey(slug, locale)
  await preloadArticleBody(bodyKey)
  const chrome = blogChrome(locale)
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(
        ArticleContext,
        { value: { slug, locale, chrome } },
        createElement(ArticleBody, { bodyKey, components: articleComponents, loading: chrome.pending.article }),
      ),
    ),
  )
}
