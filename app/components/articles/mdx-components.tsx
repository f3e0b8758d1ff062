import type { MDXComponents } from "mdx/types"
import type { ComponentProps, ComponentType } from "react"
import { Link } from "react-router"
import type { ArticleBlockName } from "./article-blocks.ts"
import { CallToAction } from "./call-to-action.tsx"
import { ComparisonTable } from "./comparison-table.tsx"
import { FactorTable } from "./factor-table.tsx"
import { FeatureCards } from "./feature-cards.tsx"
import { PlatformStats } from "./platform-stats.tsx"
import { Timeline } from "./timeline.tsx"
import { ToolReviews } from "./tool-reviews.tsx"
import { VideoEmbed } from "./video-embed.tsx"
import { Static } from "#app/hydration/static.tsx"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"
import { useArticle } from "./article-context.ts"
import { fillCopy } from "#app/content/articles/fill-copy.ts"

// Internal links navigate on the client (and keep the prerendered site a
// single-page app); outside links open in a new tab.
function MdxLink({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/"))
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    )
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  )
}

// Wide Markdown tables scroll sideways on small screens instead of the page.
function MdxTable(props: ComponentProps<"table">) {
  return (
    <ScrollRegion className="table-scroll" label={useArticle().chrome.article.table}>
      <table {...props} />
    </ScrollRegion>
  )
}

/**
 * A block whose data comes from the article's frontmatter (`<Timeline events={frontmatter.timeline} />`):
 * it renders with the `{name}` placeholders of that data filled with the figures in the article's language.
 */
function withFigures<P extends object>(Block: ComponentType<P>) {
  return function WithFigures(props: P) {
    return <Block {...fillCopy(props, useArticle().locale)} />
  }
}

/** The blocks an article can use, one for each name in article-blocks.ts, which says which ones are interactive. */
export const articleBlockComponents = {
  VideoEmbed,
  PlatformStats: withFigures(PlatformStats),
  ComparisonTable: withFigures(ComparisonTable),
  ToolReviews: withFigures(ToolReviews),
  FactorTable: withFigures(FactorTable),
  FeatureCards: withFigures(FeatureCards),
  Timeline: withFigures(Timeline),
  CallToAction,
} satisfies Record<ArticleBlockName, unknown>

/** What the article bodies' MDX can render. */
export const articleComponents: MDXComponents = {
  a: MdxLink,
  table: MdxTable,
  ...articleBlockComponents,
  // Around each run of blocks without behaviour of their own (app/hydration/remark-static-blocks.ts).
  Static,
}
