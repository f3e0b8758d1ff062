import { renderToStaticMarkup } from "react-dom/server"
import { MemoryRouter } from "react-router"
import { expect, test } from "vitest"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import { PreviewBar } from "./preview-bar.tsx"

const chrome = blogChrome("en")
const italian = blogChrome("it")

const scheduled = { status: "scheduled", publishAt: "2026-12-01T09:30:00.000Z" } as const

function text(path: string, words: typeof chrome, preview: Parameters<typeof PreviewBar>[0]["preview"]) {
  const html = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <PreviewBar preview={preview} words={words.preview} />
    </MemoryRouter>,
  )
  return html.replace(/<[^>]+>/g, "")
}

test("an English preview link says the article is scheduled, and when, as it always has", () => {
  expect(text("/blog/a-story", chrome, scheduled)).toBe(
    "Preview: not published. This article is scheduled for Tue, 01 Dec 2026 09:30:00 UTC; only people with this link can see it.",
  )
  expect(text("/blog/a-story", chrome, { status: "draft", publishAt: null })).toBe(
    "Preview: not published. This article is a draft; only people with this link can see it.",
  )
})

test("an Italian preview link says it in Italian, with the date and time written the Italian way", () => {
  expect(text("/it/blog/una-storia", italian, scheduled)).toBe(
    "Anteprima: non pubblicato. Questo articolo è programmato per martedì 1 dicembre 2026 alle ore 09:30:00 UTC; solo chi ha questo link può vederlo.",
  )
})
