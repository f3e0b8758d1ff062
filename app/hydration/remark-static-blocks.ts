import type { Root, RootContent } from "mdast"

type Options = {
  /** The MDX components whose blocks have behaviour of their own (app/components/articles/article-blocks.ts). */
  interactive: ReadonlySet<string>
}

/**
 * A remark plugin for the fixed articles: wraps each run of consecutive blocks in `<Static>`, all
 * but the interactive components, so the page's hydration keeps their server HTML
 * (app/hydration/static.tsx) and hydrates those only. Imports, exports and the YAML frontmatter
 * (which renders nothing) stay at the top level.
 */
export function remarkStaticBlocks({ interactive }: Options) {
  return (tree: Root) => {
    const children: RootContent[] = []
    let run: RootContent[] = []
    const endRun = () => {
      if (run.length > 0)
        children.push({ type: "mdxJsxFlowElement", name: "Static", attributes: [], children: run } as RootContent)
      run = []
    }
    for (const node of tree.children) {
      const isInteractive = node.type === "mdxJsxFlowElement" && node.name !== null && interactive.has(node.name)
      if (node.type === "mdxjsEsm" || node.type === "yaml" || isInteractive) {
        endRun()
        children.push(node)
      } else {
        run.push(node)
      }
    }
    endRun()
    tree.children = children
  }
}
