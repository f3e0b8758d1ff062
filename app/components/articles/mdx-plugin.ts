import mdx from "@mdx-js/rollup"
import remarkFrontmatter from "remark-frontmatter"
import remarkGfm from "remark-gfm"
import remarkMdxFrontmatter from "remark-mdx-frontmatter"
import { interactiveBlocks } from "./article-blocks.ts"
import { remarkStaticBlocks } from "../../hydration/remark-static-blocks.ts"

/**
 * The plugin that compiles the fixed articles' MDX, in the build (vite.config.ts) and in the tests
 * (vitest.config.ts). Each file opens with its YAML frontmatter, which the body reads as
 * `frontmatter` (its blocks' data: `<Timeline events={frontmatter.timeline} />`). Then
 * GitHub-flavoured Markdown, and the blocks without behaviour of their own keep the server's HTML
 * when the page hydrates (article-blocks.ts). A file imported as text (`?raw`, as the registry,
 * app/content/articles/index.ts, reads the frontmatter) stays text: MDX's plugin would compile it.
 */
export function articleMdx() {
  const plugin = mdx({
    // Only .mdx: the long-form pages' .md files are read as text (app/content/markdown-page.server.ts).
    mdExtensions: [],
    remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm, [remarkStaticBlocks, { interactive: interactiveBlocks }]],
  })
  return {
    ...plugin,
    enforce: "pre" as const,
    transform(this: unknown, code: string, id: string) {
      if (new URLSearchParams(id.split("?")[1]).has("raw")) return undefined
      return plugin.transform.call(this as never, code, id)
    },
  }
}
