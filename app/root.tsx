import type { ReactNode } from "react"
import type { ShouldRevalidateFunctionArgs } from "react-router"
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router"
import type { Route } from "./+types/root"
import { HydrateLater } from "#app/hydration/hydrate-later.tsx"
import { BrowserHead } from "#app/hydration/browser-head.tsx"
import { BlogPending } from "#app/components/blog/blog-pending.tsx"
import { ConsentBanner } from "#app/components/consent-banner.tsx"
import { DocumentClicks } from "#app/hydration/document-clicks.tsx"
import { ErrorScreen, errorMeta } from "#app/components/error-screen.tsx"
import { NotFoundScreen, notFoundMeta } from "#app/components/not-found-screen.tsx"
import { SiteFooter } from "#app/components/site-footer.tsx"
import { SiteHeader } from "#app/components/site-header.tsx"
import { Static } from "#app/hydration/static.tsx"
import { Toaster } from "#app/components/ui/toast.tsx"
import { useNonce } from "#app/lib/nonce.tsx"
import { localeInfo, localeOfPath } from "#app/i18n/locales.ts"
import { type RootData, rootData } from "#app/content/root-data.server.ts"
import { LanguageSuggestion } from "#app/components/language-suggestion.tsx"
import { NavigationFocus } from "#app/components/navigation-focus.tsx"
import { SiteLanguageContext } from "#app/components/use-messages.ts"
import stylesheet from "#app/styles/tailwind.css?url"

export const links: Route.LinksFunction = () => [
  // `precedence` lets React put the one stylesheet first in the head, right after the charset and viewport.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
]

// The page's language, from its path (docs/decisions/0018-six-languages.md, 0021): its messages, the
// header's and footer's links in that language, every language's suggestion entry, and the blog's
// loading screen's words.
export function loader({ request }: Route.LoaderArgs): RootData {
  const { pathname } = new URL(request.url)
  return rootData(localeOfPath(pathname), pathname)
}

// The words change only with the language, and a link to another language loads a whole document
// (app/hydration/click-delegation.ts), so a navigation never needs the root's data again.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)
}

// Pages set their head in their own `meta`; when the root error boundary shows, these head tags do.
// In the page's language: the root's data is there whenever a page's loader fails, since it cannot fail itself.
export const meta: Route.MetaFunction = ({ error, loaderData }) => {
  if (!error || !loaderData) return []
  const { messages } = loaderData
  return isRouteErrorResponse(error) && error.status === 404 ? notFoundMeta(messages) : errorMeta(messages)
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root")
  // The root loader cannot fail, but the router answers some requests without running it (a path
  // no route matches, not even the catch-all): the page's own content needs the site's words.
  if (!data) return <BareDocument />
  const { locale, messages } = data
  const page = (
    <SiteLanguageContext.Provider value={data}>
      <a
        href="#main"
        className="sr-only rounded-full bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
      >
        {messages.skipToContent}
      </a>
      <ConsentBanner />
      <LanguageSuggestion />
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <main id="main" tabIndex={-1} className="outline-none">
        {/* The page's own content hydrates in a task of its own, after the header (hydrate-later.tsx). */}
        <HydrateLater>
          <div className="contents">{children}</div>
        </HydrateLater>
      </main>
      <Static>
        <SiteFooter />
      </Static>
      <Toaster />
      <NavigationFocus />
      <DocumentClicks />
    </SiteLanguageContext.Provider>
  )
  // The browser hydrates the page inside the server's <div id="app"> only (app/entry.client.tsx).
  if (!import.meta.env.SSR) {
    return (
      <>
        {page}
        <BrowserHead />
      </>
    )
  }
  return <ServerDocument lang={localeInfo[locale].tag}>{page}</ServerDocument>
}

// `content-visibility` for the `below-fold` sections (their size estimate is in tailwind.css). It is
// in the head, not the stylesheet, so that it holds from the browser's first style pass. A browser
// may style the page before the stylesheet arrives (a DevTools client's viewport emulation does, as
// Lighthouse's does). Styled with the browser's defaults, a skipped section's links kept a colour
// transition from the default blue that never ran while the section stayed skipped: axe read blue
// on dark and failed colour contrast (docs/performance.md). Skipped from the first pass, the
// section gets its first style from the stylesheet, with nothing to transition from.
// Before a link scrolls to a part of the page, everything renders, so the scroll lands where the
// real heights put the target, not the estimates (app/hydration/click-delegation.ts).
const BELOW_FOLD_STYLE = ".below-fold{content-visibility:auto}:root[data-render-all] .below-fold{content-visibility:visible}"

function ServerDocument({ children, lang }: { children: ReactNode; lang: string }) {
  const nonce = useNonce()
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a0a12" />
        <style>{BELOW_FOLD_STYLE}</style>
        <Meta />
        <Links />
      </head>
      <body>
        <div id="app" className="contents">
          {children}
        </div>
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  )
}

/**
 * The answer when the root's data is missing: a document with no words to translate, no scripts and
 * no content of the page's, whose status (404, 500) the router has already set.
 */
function BareDocument() {
  const text = (
    <p>
      This page could not be shown. <a href="/">Syncreel home</a>
    </p>
  )
  if (!import.meta.env.SSR) return text
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Syncreel</title>
      </head>
      <body>{text}</body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <BlogPending blog={loaderData.blog}>
      <Outlet />
    </BlogPending>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  return <ErrorScreen error={error} />
}
