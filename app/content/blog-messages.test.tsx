import { Fragment, type ReactNode, createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { MemoryRouter } from "react-router"
import { describe, expect, test } from "vitest"
import { ArticleView } from "#app/components/blog/article-view.tsx"
import { Pagination } from "#app/components/blog/pagination.tsx"
import { InSite } from "#app/components/site-language.test-support.tsx"
import type { Article } from "#app/data/article.ts"
import { toPageData } from "#app/data/blog-view.server.ts"
import { formatMessage, formatRich } from "#app/i18n/icu.ts"
import { type Locale, locales, withPrefix } from "#app/i18n/locales.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import { blogChrome, blogWords, readingTimeText } from "./blog-chrome.server.ts"
import { copyValues } from "./copy-values.ts"

// Issue 27, item 1: the blog's sentences are whole catalog messages (app/i18n/messages/<locale>.json,
// `blog` and `blogChrome`), their counts through ICU plural and number, so each reads right for one
// and for many in every language, its numbers written as the language writes them.

/** Intl's no-break spaces (French groups digits with U+202F) as plain ones, for a readable table. */
const plain = (text: string) => text.replaceAll(/[\u00a0\u202f]/g, " ")

type Expected = {
  /** The reading time for 1, 7 and 1,200 minutes. */
  readingTime: [string, string, string]
  /** "Page 1 of 1" and "Page 2 of 1,200", then a later page's title. */
  pages: [string, string, string]
  /** What a screen reader hears on the pagination of page 2 of 3: previous, the numbers, next. */
  pagination: string
  /** A numbered step's heading as a screen reader hears it. */
  step: string
  /** A database article's publication, a week ago, as its page says it. */
  published: string
}

const expected: Record<Locale, Expected> = {
  en: {
    readingTime: ["1 min read", "7 min read", "1,200 min read"],
    pages: ["Page 1 of 1", "Page 2 of 1,200", "AI Music Video Blog: Guides, Tips and News — page 2 of 1,200"],
    pagination: "Previous page, page 1|Page 1|Page 2|Page 3|Next page, page 3",
    step: "Step 2: Share your link",
    published: "Published 1 week ago",
  },
  de: {
    readingTime: ["1 Min. Lesezeit", "7 Min. Lesezeit", "1.200 Min. Lesezeit"],
    pages: ["Seite 1 von 1", "Seite 2 von 1.200", "Blog zu KI-Musikvideos: Anleitungen, Tipps und News – Seite 2 von 1.200"],
    pagination: "Zurück: Seite 1|Seite 1|Seite 2|Seite 3|Weiter: Seite 3",
    step: "Schritt 2: Share your link",
    published: "Veröffentlicht vor 1 Woche",
  },
  es: {
    readingTime: ["1 min de lectura", "7 min de lectura", "1,200 min de lectura"],
    pages: [
      "Página 1 de 1",
      "Página 2 de 1,200",
      "Blog de videos musicales con IA: guías, consejos y novedades — página 2 de 1,200",
    ],
    pagination: "Anterior: página 1|Página 1|Página 2|Página 3|Siguiente: página 3",
    step: "Paso 2: Share your link",
    published: "Publicado hace 1 semana",
  },
  fr: {
    readingTime: ["1 min de lecture", "7 min de lecture", "1 200 min de lecture"],
    pages: [
      "Page 1 sur 1",
      "Page 2 sur 1 200",
      "Le blog du clip musical par IA : guides, conseils et actualités — page 2 sur 1 200",
    ],
    pagination: "Précédente : page 1|Page 1|Page 2|Page 3|Suivante : page 3",
    step: "Étape 2 : Share your link",
    published: "Publié il y a 1 semaine",
  },
  it: {
    readingTime: ["1 min di lettura", "7 min di lettura", "1200 min di lettura"],
    pages: ["Pagina 1 di 1", "Pagina 2 di 1200", "Blog sui video musicali con l’IA: guide, consigli e novità — pagina 2 di 1200"],
    pagination: "Precedente: pagina 1|Pagina 1|Pagina 2|Pagina 3|Successiva: pagina 3",
    step: "Passo 2: Share your link",
    published: "Pubblicato 1 settimana fa",
  },
  "pt-br": {
    readingTime: ["1 min de leitura", "7 min de leitura", "1.200 min de leitura"],
    pages: ["Página 1 de 1", "Página 2 de 1.200", "Blog de videoclipes com IA: guias, dicas e novidades — página 2 de 1.200"],
    pagination: "Anterior: página 1|Página 1|Página 2|Página 3|Próxima: página 3",
    step: "Passo 2: Share your link",
    published: "Publicado há 1 semana",
  },
}

/** The pagination's links on page 2 of 3, as a screen reader reads each (the visible and the hidden words). */
function paginationText(locale: Locale): string {
  const paths = { 1: "/a", 2: "/b", 3: "/c" }
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[withPrefix("/blog/page/2", locale)]}>
      <Pagination page={2} count={3} paths={paths} words={blogChrome(locale).pagination} />
    </MemoryRouter>,
  )
  return [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "")).join("|")
}

/** The article page's line of facts as rendered, its text only: author, publication, reading time. */
async function publishedLine(locale: Locale): Promise<string> {
  const now = new Date("2026-06-10T12:00:00Z")
  const article: Article = {
    id: "1",
    slug: "a-story",
    title: "A story",
    meta_description: null,
    featured_image: null,
    content_markdown: "Words.",
    content_html: "<p>Words.</p>",
    published_at: "2026-06-03T12:00:00Z",
    published_url: null,
    created_at: "2026-06-03T12:00:00Z",
    updated_at: "2026-06-03T12:00:00Z",
    locale,
    translation_key: null,
  }
  const page = await toPageData(article, now)
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[withPrefix("/blog/a-story", locale)]}>
      <InSite locale={locale}>
        <ArticleView article={page} chrome={blogChrome(locale)} />
      </InSite>
    </MemoryRouter>,
  )
  return /<time dateTime="[^"]+">/.test(html)
    ? /<span[^>]*><svg.*?<\/svg>(.*?<\/time>)<\/span>/.exec(html)![1]!.replace(/<[^>]+>/g, "")
    : ""
}

describe.each(locales)("the blog's sentences in %s", (locale) => {
  test("an article says when it was published as a whole sentence", async () => {
    expect(plain(await publishedLine(locale))).toBe(expected[locale].published)
  })

  test("the reading time reads right for 1 minute and for many", () => {
    expect([1, 7, 1200].map((minutes) => plain(readingTimeText(minutes, locale)))).toEqual(expected[locale].readingTime)
  })

  test("page N of M reads right for one page and for many, alone and after a title", () => {
    const { list } = blogWords(locale)
    expect(
      [
        formatMessage(list.pageOfCount, locale, { page: 1, count: 1 }),
        formatMessage(list.pageOfCount, locale, { page: 2, count: 1200 }),
        formatMessage(list.withPage, locale, { text: list.title, page: 2, count: 1200 }),
      ].map(plain),
    ).toEqual(expected[locale].pages)
  })

  test("the pagination's links say where they lead to a screen reader, in whole sentences", () => {
    expect(plain(paginationText(locale))).toBe(expected[locale].pagination)
  })

  test("a numbered step's heading says its number to a screen reader", () => {
    const hidden = (chunks: ReactNode[]) => createElement("span", { className: "sr-only" }, chunks)
    const heading = formatRich(messagesFor(locale, copyValues(locale)).numberedStep, locale, {
      number: 2,
      title: "Share your link",
      hidden,
    })
    const html = renderToStaticMarkup(createElement(Fragment, null, heading))
    expect(html).toMatch(/^<span class="sr-only">[^<]+<\/span>Share your link$/)
    expect(plain(html.replace(/<[^>]+>/g, ""))).toBe(expected[locale].step)
  })
})
