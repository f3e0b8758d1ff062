import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { createRouter } from "#app/hydration/create-router.ts"
import { deferredHydrationDone, nextTask } from "#app/hydration/hydrate-later.tsx"
import { preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { hydrationFinished, hydrationStarted } from "#app/hydration/browser-hydration.ts"
// While the page hydrates, its id attributes take the values Preact's useId gives.
import "#app/hydration/browser-ids.ts"

// The browser build renders with Preact (docs/decisions/0009-preact-in-the-browser.md). It hydrates
// the page's content, the server's <div id="app">; the head and the router's scripts stay as the
// server wrote them, and BrowserHead keeps the page's title and tags up to date from then on.

hydrationStarted()

// A fixed article's MDX body is its own chunk, rendered lazily. Hydrating before it has loaded
// would suspend, and Preact keeps only the first element of a suspended part of the page: the
// article would shrink to one paragraph until the chunk arrived. So load it first. The server names
// the body, in its language, on the element around it: an Italian article's path holds its Italian
// slug, and the map from it to the body's file is server-side (app/i18n/slugs.ts).
const articleBody = document.querySelector("[data-article-body]")?.getAttribute("data-article-body")

await Promise.all([createRouter(), articleBody ? preloadArticleBody(articleBody) : null])
await nextTask()
const app = document.getElementById("app")
if (app) {
  // No concurrent rendering in Preact: the router updates its state directly, not in transitions.
  hydrateRoot(app, <HydratedRouter useTransitions={false} />)
  await deferredHydrationDone()
}
hydrationFinished()
// For whoever needs to know the page's buttons work now (the browser tests do).
document.documentElement.setAttribute("data-hydrated", "")
