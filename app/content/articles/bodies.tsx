import type { MDXComponents, MDXContent } from "mdx/types"
import { Suspense, lazy } from "react"
import type { Locale } from "#app/i18n/locales.ts"

// Each body is its own chunk, so an article page loads one article in one language, not all of them.
// English bodies are ./<slug>.mdx, a translation's ./<locale>/<slug>.mdx (slug: the English one).
const modules = import.meta.glob<{ default: MDXContent }>(["./*.mdx", "./*/*.mdx"])

/** The key of a body in one language: "viral-ai-music-video-tips", "it/viral-ai-music-video-tips". */
export const articleBodyKey = (slug: string, locale: Locale) => (locale === "en" ? slug : `${locale}/${slug}`)
const keyOf = (path: string) => path.slice(2, -".mdx".length)

const lazyBodies = new Map(Object.entries(modules).map(([path, load]) => [keyOf(path), lazy(load)]))
const loadedBodies = new Map<string, MDXContent>()

/** Loads a body (by its articleBodyKey) before a page renders it, so the page appears complete. */
export async function preloadArticleBody(key: string) {
  const load = modules[`./${key}.mdx`]
  if (!load || loadedBodies.has(key)) return
  loadedBodies.set(key, (await load()).default)
}

/**
 * The article's MDX body in a language. The server renders it through the lazy component; in the
 * browser it is always loaded before it renders (app/entry.client.tsx on the first page load, the
 * route's clientLoader on client navigations). The element around it names the body in
 * `data-article-body`, which is how the browser entry knows which one to load.
 */
// The components below are created once, at module level; render only picks one,
// which the static-components rule cannot see through a Map lookup.
/* eslint-disable react-hooks/static-components */
export function ArticleBody({ bodyKey, components, loading }: { bodyKey: string; components: MDXComponents; loading: string }) {
  const Loaded = loadedBodies.get(bodyKey)
  if (Loaded) return <Loaded components={components} />
  const Body = lazyBodies.get(bodyKey)
  if (!Body) throw new Error(`No MDX body for the fixed article "${bodyKey}"`)
  return (
    <Suspense fallback={<p className="text-muted">{loading}</p>}>
      <Body components={components} />
    </Suspense>
  )
}
/* eslint-enable react-hooks/static-components */
