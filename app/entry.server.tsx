import { PassThrough } from "node:stream"
import { renderToPipeableStream } from "react-dom/server"
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router"
import { articleBodyContext } from "#app/hydration/article-body.server.ts"
import { ArticleBodyProvider } from "#app/hydration/article-body.tsx"
import { NonceProvider, nonceContext } from "#app/lib/nonce.tsx"
import { paintFirst } from "#app/hydration/paint-first.server.ts"
import { fixedArticleBodyHtml } from "#app/components/articles/article-body-html.server.ts"
import { type PageHtml, articleMarkdown as markdownOfArticle } from "#app/data/machine-readable.server.ts"

/*
 * Besides React Router's own (the default export, streamTimeout), every export of this module is
 * what the server takes from the build: server/server-entry.ts checks each is there at start-up and
 * types them from this module (docs/decisions/0025-one-server-entry.md).
 */
export { nonceContext }
// The server gives the article route its preview links' secret and reader through this key (docs/publishing.md).
export { previewContext } from "#app/data/preview-access.server.ts"
// server/main.ts opens the blog's database at start-up through the build's own copy of the data layer.
export { startArticles } from "#app/data/articles.server.ts"
// server/app.ts answers /readyz from this check, and server/metrics.ts reads the breaker and times the reads.
export { articlesBreakerOpen, checkArticles, observeArticleReads } from "#app/data/articles.server.ts"
// The writer, and the classes of its refusals: the server matches what it throws with instanceof these,
// the build's own classes, since its errors are made in the build's copy of the writer.
export {
  ArticleNotFoundError,
  PublishValidationError,
  ReadOnlyBackendError,
  SlugConflictError,
  StaleWriteError,
  WriteConflictError,
  configuredPublisher,
  configuredPublishingStore,
} from "#app/data/publish.server.ts"
// server/app.ts answers /social/blog/<slug>.png with the card this draws from the stored title.
export { articleSocialCard } from "#app/data/article-card.server.ts"
// server/app.ts answers /images/<width>?src=… with the image service the pages read sizes from.
export { serveImages, siteImageStats } from "#app/data/site-images.server.ts"
// server/blog-page-cache.ts keeps rendered blog pages until a write changes what they read (decision 0016).
export { collectReads } from "#app/data/page-reads.server.ts"
export { changedDependencies, onArticleChange, seesEveryWrite } from "#app/data/article-changes.server.ts"
// server/markdown-answers.ts answers articles as Markdown (decision 0046); the fixed articles' MDX
// is rendered by their components, a layer above the data layer that writes the answers.
export { isMarkdownPagePath } from "#app/data/machine-readable.server.ts"
export const articleMarkdown = (pagePath: string, pageHtml: PageHtml) =>
  markdownOfArticle(pagePath, fixedArticleBodyHtml, pageHtml)

export const streamTimeout = 5_000

// Every response waits for the whole page (onAllReady): pages are small, and
// crawlers and link previews must get complete HTML with its head tags. Its
// scripts load after it first paints (app/hydration/paint-first.server.ts).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(nonceContext)
  const articleBody = loadContext.get(articleBodyContext)

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ArticleBodyProvider value={articleBody}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
        </ArticleBodyProvider>
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        // React outlines a large Suspense boundary (an MDX article body) and reveals it with an
        // inline script after a throttle: the page first shows the fallback, then jumps (CLS),
        // and readers without JavaScript never see the article. Keep every boundary in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          // The whole page is ready: read it, and answer it with its scripts set to load after the first paint.
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on("data", (chunk: Buffer) => chunks.push(chunk))
          body.on("end", () => {
            clearTimeout(timeout)
            responseHeaders.set("Content-Type", "text/html; charset=utf-8")
            const html = paintFirst(Buffer.concat(chunks).toString("utf8"))
            resolve(new Response(html, { headers: responseHeaders, status }))
          })
          body.on("error", reject)
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          console.error(error)
        },
      },
    )
  })
}
