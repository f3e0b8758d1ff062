import type { MDXComponents, MDXContent } from "mdx/types"
import { Suspense, lazy } from "react"

// Each body is its own chunk, so an article page loads one article, not twelve.
const modules = import.meta.glob<{ default: MDXContent }>("./*.mdx")
const slugOf = (path: string) => path.slice(2, -".mdx".length)

const lazyBodies = new Map(Object.entries(modules).map(([path, load]) => [slugOf(path), lazy(load)]))
const loadedBodies = new Map<string, MDXContent>()

/** Loads a body before a client-side navigation renders it, so the page appears complete. */
export async function preloadArticleBody(slug: string) {
  const load = modules[`./${slug}.mdx`]
  if (!load || loadedBodies.has(slug)) return
  loadedBodies.set(slug, (await load()).default)
}

/**
 * The article's MDX body. The server renders it through the lazy component; in
 * the browser it is always loaded before it renders (app/entry.client.tsx on the
 * first page load, the route's clientLoader on client navigations).
 */
// The components below are created once, at module level; render only picks one,
// which the static-components rule cannot see through a Map lookup.
/* eslint-disable react-hooks/static-components */
export function ArticleBody({ slug, components }: { slug: string; components: MDXComponents }) {
  const Loaded = loadedBodies.get(slug)
  if (Loaded) return <Loaded components={components} />
  const Body = lazyBodies.get(slug)
  if (!Body) throw new Error(`No MDX body for the fixed article "${slug}"`)
  return (
    <Suspense fallback={<p className="text-muted">Loading article...</p>}>
      <Body components={components} />
    </Suspense>
  )
}
/* eslint-enable react-hooks/static-components */
