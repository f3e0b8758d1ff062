import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test } from "vitest"
import { copyValues } from "#app/content/copy-values.ts"

// An article's body writes the export specifications and lengths as `{figures.<name>}`, the copy
// values of app/content/copy-values.ts in its language (`export const figures = copyValues("it")`,
// decision 0040). A name copy-values.ts does not know would render nothing, and a translation that
// drops a figure English states, or names one English does not, says something else: both fail here.

const dir = import.meta.dirname
const bodies = [
  ...readdirSync(dir).filter((name) => name.endsWith(".mdx")),
  ...readdirSync(join(dir, "it")).flatMap((name) => (name.endsWith(".mdx") ? [`it/${name}`] : [])),
]

/** The copy values a body names, each once, sorted, and the language it asks them in. */
function figuresOf(path: string) {
  const source = readFileSync(join(dir, path), "utf8")
  const names = [...new Set([...source.matchAll(/\{figures\.(\w+)\}/g)].map((m) => m[1] as string))].sort()
  const locale = /export const figures = copyValues\("([\w-]+)"\)/.exec(source)?.[1]
  return { names, locale }
}

test("a body names only copy values that exist, asked in its own language", () => {
  const known = new Set(Object.keys(copyValues("en")))
  for (const path of bodies) {
    const { names, locale } = figuresOf(path)
    if (names.length === 0) continue
    expect(locale, `${path} declares its figures`).toBe(path.startsWith("it/") ? "it" : "en")
    expect(
      names.filter((name) => !known.has(name)),
      path,
    ).toEqual([])
  }
})

/**
 * The figure a copy value writes, whichever form: a language may write "30-second" with the bare
 * number where another writes "30 secondi" whole (testClipSeconds, testClipLength).
 */
const figure = (name: string) => name.replace(/(Seconds|Length|Short)$/, "")

test("a translation's body names the same figures as its English original", () => {
  const figures = (path: string) => [...new Set(figuresOf(path).names.map(figure))].sort()
  for (const path of bodies.filter((p) => p.startsWith("it/"))) {
    expect(figures(path), path).toEqual(figures(path.slice("it/".length)))
  }
})

test("the articles that state export specifications and lengths name them", () => {
  expect(figuresOf("how-to-create-ai-music-videos-2024.mdx").names).toEqual([
    "audioKbps",
    "colorDepth",
    "frameRate",
    "frameRateSmooth",
    "fullHdLong",
    "fullHdShort",
    "trackMax",
    "trackMin",
    "videoMbpsMax",
    "videoMbpsMin",
  ])
})
