import { type ReactElement, Suspense, useState } from "react"
import { isHydrating } from "#app/hydration/browser-hydration.ts"

// Hydrating a whole page at once is one long task, which a slow phone spends unresponsive
// (Lighthouse's Total Blocking Time). Wrapped in HydrateLater, a section hydrates in a task of its
// own after the rest: while hydrating, the wrapper suspends until its turn, and Preact keeps the
// server's element in place meanwhile (app/entry.client.tsx; docs/performance.md).

/** Resolves in a later task: hydration takes its steps one a task, so none holds the main thread for long. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

type Turn = { ready: boolean; promise: Promise<void> }

let queue: Promise<void> = Promise.resolve()

function takeTurn(): Turn {
  const turn: Turn = { ready: false, promise: queue }
  turn.promise = queue = queue.then(nextTask).then(() => {
    turn.ready = true
  })
  return turn
}

/** Resolves once every section waiting to hydrate has had its turn. */
export async function deferredHydrationDone(): Promise<void> {
  for (let seen: Promise<void> | undefined; seen !== queue;) {
    seen = queue
    await seen
    // The section's render runs just after its turn; let it, and any section it holds, start.
    await nextTask()
  }
}

/**
 * Hydrates `children`, which must be one element (the server's element is what stays in place),
 * after the rest of the page, in its own task. On the server and in client navigations it renders
 * straight away.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  // The turn is taken here, in a component that renders: Preact forgets the hooks of one that
  // suspends before its first render completes, so WaitForTurn would take a new turn each time.
  const [turn] = useState(() => (isHydrating() ? takeTurn() : null))
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  )
}

function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.ready) throw turn.promise
  return children
}
