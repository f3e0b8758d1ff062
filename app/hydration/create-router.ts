import { HydratedRouter } from "react-router/dom"

// HydratedRouter creates the router on its first call, after it has decoded the data the server
// streamed into the page; until then it throws the decoding promise (it suspends). Called once
// outside a render, waiting out that promise, it creates the router in a task before hydration
// starts; past the router's creation the call fails at its first hook, which only a render can run.

/**
 * Creates React Router's router ahead of hydration. Should that fail, hydration tries again
 * (HydratedRouter creates its router when it first renders), so the page works if the failure was
 * passing and fails there with the router's own error if not. Either way the early failure is
 * reported: an error in development, a warning in production (a production page whose router
 * was created in time logs nothing).
 */
export async function createRouter(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({})
      return
    } catch (thrown) {
      // React Router's decoding promise never rejects: a decoding error is thrown by the next call.
      if (thrown instanceof Promise) await thrown
      // React Router keeps the router it created on the window (for its dev tools and HMR).
      else if ("__reactRouterDataRouter" in window) return
      else if (import.meta.env.DEV)
        return console.error("The router could not be created before hydration; hydrating creates it instead.", thrown)
      else return console.warn("Router not created before hydration", thrown)
    }
  }
}
