// What `react` means in the browser build: Preact's compatibility layer (vite.config.ts;
// docs/decisions/0009-preact-in-the-browser.md), with two React behaviours it lacks.
import compat from "preact/compat"
import { isHydrating } from "#app/hydration/browser-hydration.ts"

// @ts-expect-error -- preact/compat is an ES module, but its types say `export =`, which `export *` cannot re-export
export * from "preact/compat"

/**
 * React hydrates with the server snapshot and switches to the browser's value right after, so
 * the first render matches the server's HTML. Preact reads the browser's value at once; this
 * gives the server snapshot to components that render while hydrating, then re-renders them.
 */
export function useSyncExternalStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot?: () => Snapshot,
): Snapshot {
  const [settled, setSettled] = compat.useState(() => getServerSnapshot === undefined || !isHydrating())
  compat.useEffect(() => {
    if (!settled) setSettled(true)
  }, [settled])
  return compat.useSyncExternalStore(subscribe, settled || !getServerSnapshot ? getSnapshot : getServerSnapshot)
}

/**
 * React Router imports React 19's `useOptimistic`, which Preact lacks. The router is hydrated
 * with `useTransitions={false}` (app/entry.client.tsx), which keeps it on plain state updates,
 * so it never sets an optimistic state.
 */
export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [
    state,
    () => {
      throw new Error("useOptimistic is not available in the browser build")
    },
  ]
}

export default { ...compat, useSyncExternalStore, useOptimistic }
