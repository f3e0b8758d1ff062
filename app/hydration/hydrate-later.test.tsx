// @vitest-environment jsdom
// HydrateLater works in the browser build, where Preact hydrates the server's HTML with `react` being
// app/hydration/react-in-browser.ts (vite.config.ts): these tests hydrate the same way.
import { hydrate, render } from "preact"
import { useState } from "react"
import { afterEach, expect, test, vi } from "vitest"
import { hydrationFinished, hydrationStarted } from "./browser-hydration.ts"
import { HydrateLater, deferredHydrationDone } from "./hydrate-later.tsx"

vi.mock("react", () => import("./react-in-browser.ts"))
vi.mock("react/jsx-runtime", () => import("preact/compat/jsx-runtime"))
vi.mock("react/jsx-dev-runtime", () => import("preact/compat/jsx-dev-runtime"))

afterEach(async () => {
  await deferredHydrationDone()
  hydrationFinished()
  document.body.innerHTML = ""
})

/** A section with behaviour: a button that counts its clicks. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0)
  return (
    <section id={name}>
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
    </section>
  )
}

const counterHtml = (name: string, count = 0) => `<section id="${name}"><button type="button">${name} ${count}</button></section>`

function serverPage(html: string) {
  const root = document.createElement("div")
  root.innerHTML = html
  document.body.append(root)
  return root
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
/** Lets every pending promise callback run, and no task. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

test("while the page hydrates, a section keeps the server's HTML, and its button works only once it has hydrated in a later task", async () => {
  const root = serverPage(counterHtml("later"))
  const serverButton = root.querySelector("button")!
  hydrationStarted()
  hydrate(
    <HydrateLater>
      <Counter name="later" />
    </HydrateLater>,
    root,
  )
  await settle()
  expect(root.innerHTML).toBe(counterHtml("later"))
  serverButton.click()
  await settle()
  expect(root.innerHTML).toBe(counterHtml("later"))

  await deferredHydrationDone()
  // Hydrated in place: the same element, now with its handler.
  expect(root.querySelector("button")).toBe(serverButton)
  serverButton.click()
  await settle()
  expect(root.innerHTML).toBe(counterHtml("later", 1))
})

test("sections hydrate one a task, in the page's order", async () => {
  const root = serverPage(`<div>${counterHtml("first")}${counterHtml("second")}</div>`)
  hydrationStarted()
  hydrate(
    <div>
      <HydrateLater>
        <Counter name="first" />
      </HydrateLater>
      <HydrateLater>
        <Counter name="second" />
      </HydrateLater>
    </div>,
    root,
  )
  // After each task, click both buttons: those that have counted a click are the hydrated sections.
  const seen: string[] = []
  for (let task = 0; task < 10 && !seen.includes("first,second"); task++) {
    for (const button of root.querySelectorAll("button")) button.click()
    await settle()
    const hydrated = [...root.querySelectorAll("button")].filter((button) => !button.textContent!.endsWith(" 0"))
    seen.push(hydrated.map((button) => button.closest("section")!.id).join(","))
    await nextTask()
  }
  expect(seen[0]).toBe("")
  expect(seen).toContain("first")
  expect(seen).not.toContain("second")
  expect(seen.at(-1)).toBe("first,second")
})

test("outside hydration (a client navigation) it renders its children at once", () => {
  const root = document.createElement("div")
  render(
    <HydrateLater>
      <Counter name="now" />
    </HydrateLater>,
    root,
  )
  expect(root.innerHTML).toBe(counterHtml("now"))
})
