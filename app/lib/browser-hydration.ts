// Whether the browser is still hydrating the server's HTML, deferred sections included. Read by
// the browser build's `react` (app/lib/react-in-browser.ts: server snapshots until then),
// HydrateLater (sections wait their turn only while hydrating) and app/entry.client.tsx (id
// attributes), which ends it.

let hydrating = typeof document !== "undefined"

export function isHydrating() {
  return hydrating
}

export function hydrationFinished() {
  hydrating = false
}
