import { PassThrough } from "node:stream"
import { createReadableStreamFromReadable } from "@react-router/node"
import { renderToPipeableStream } from "react-dom/server"
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router"
import { NonceProvider, nonceContext } from "#app/lib/nonce.tsx"

export { nonceContext }

export const streamTimeout = 5_000

// Every response waits for the whole page (onAllReady): pages are small, and
// crawlers and link previews must get complete HTML with its head tags.
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

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const timeout = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceProvider>,
      {
        nonce: nonce || undefined,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              callback()
            },
          })
          responseHeaders.set("Content-Type", "text/html; charset=utf-8")
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
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
