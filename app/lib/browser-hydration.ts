// Whether the browser is still hydrating the server's HTML. The browser build's `react`
// (app/lib/react-in-browser.ts) reads it so components see the server's values until
// hydration is over, as they do under React; app/entry.client.tsx ends it.

let hydrating = typeof document !== "undefined"

export function isHydrating() {
  return hydrating
}

export function hydrationFinished() {
  hydrating = false
}
