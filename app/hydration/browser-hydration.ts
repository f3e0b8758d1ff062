// Whether the browser is hydrating the server's HTML, deferred sections included: from the start
// of app/entry.client.tsx until every section has hydrated. Read by the browser build's `react`
// (app/hydration/react-in-browser.ts: server snapshots until then), HydrateLater (sections wait their
// turn only while hydrating), Static (which keeps the server's HTML) and the entry (id attributes).
// Anywhere else (the server, unit tests, client navigations) it is false.

let hydrating = false

export function isHydrating() {
  return hydrating
}

export function hydrationStarted() {
  hydrating = true
}

export function hydrationFinished() {
  hydrating = false
}
