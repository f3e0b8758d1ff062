import type { MDXComponents, MDXContent } from "mdx/types"
import { type LazyExoticComponent, Suspense, lazy } from "react"

// Each body is its own chunk, so an article page loads one article, not twelve.
const modules = import.meta.glob<{ default: MDXContent }>("./*.mdx")

function loaderFor(slug: string) {
  const load = modules[`./${slug}.mdx`]
  if (!load) throw new Error(`No MDX body for the fixed article "${slug}"`)
  return load
}

const loaded = new Map<string, MDXContent>()
const lazyBodies = new Map<string, LazyExoticComponent<MDXContent>>()

/** Loads a body before a client-side navigation renders it, so the page appears complete. */
export async function preloadArticleBody(slug: string) {
  if (loaded.has(slug)) return
  const module = await loaderFor(slug)()
  loaded.set(slug, module.default)
}

/**
 * The article's MDX body. On the first page load the server has already
 * rendered it; React keeps that HTML in place until the chunk arrives.
 */
export function ArticleBody({ slug, components }: { slug: string; components: MDXComponents }) {
  const Loaded = loaded.get(slug)
  if (Loaded) return <Loaded components={components} />
  let Body = lazyBodies.get(slug)
  if (!Body) {
    Body = lazy(loaderFor(slug))
    lazyBodies.set(slug, Body)
  }
  return (
    <Suspense fallback={<p className="text-muted">Loading article...</p>}>
      <Body components={components} />
    </Suspense>
  )
}
