// The components a fixed article's MDX can use as blocks, and whether each has behaviour of its own
// (state, effects or event handlers). At build time every run of blocks without behaviour goes
// inside Static, which keeps the server's HTML while the page hydrates; the interactive ones stay
// outside it and hydrate (app/hydration/remark-static-blocks.ts, given `interactiveBlocks` by
// vite.config.ts). A plain module, so the build's config can import it without the components.
// mdx-components.tsx maps exactly these names (its type says so), and article-blocks.test.tsx
// renders each block as the articles use it and fails if its flag says otherwise.

export const articleBlocks = {
  VideoEmbed: { interactive: true },
  PlatformStats: { interactive: false },
  ComparisonTable: { interactive: false },
  ToolReviews: { interactive: false },
  FactorTable: { interactive: false },
  FeatureCards: { interactive: false },
  Timeline: { interactive: false },
  CallToAction: { interactive: false },
} as const satisfies Record<string, { interactive: boolean }>

export type ArticleBlockName = keyof typeof articleBlocks

/** The blocks with behaviour of their own, which hydrate: the MDX plugin leaves them out of Static. */
export const interactiveBlocks: ReadonlySet<string> = new Set(
  Object.entries(articleBlocks)
    .filter(([, block]) => block.interactive)
    .map(([name]) => name),
)
