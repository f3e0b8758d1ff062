import { data } from "react-router"
import type { Route } from "./+types/blog"
import { ArticleGrid, BlogCta, BlogHero, GuidesSection } from "#app/components/blog/blog-sections.tsx"
import { listArticles } from "#app/data/articles.server.ts"
import { BLOG_CACHE, NO_STORE, toCardData } from "#app/data/blog-view.server.ts"
import { pageMeta } from "#app/lib/seo.ts"
import { Static } from "#app/hydration/static.tsx"

const title = "AI Music Video Blog: Guides, Tips and News"
const description =
  "Practical guides for musicians and creators making AI music videos: workflows, lip-sync, visual styles, vertical video and release planning."

export async function loader() {
  const now = new Date()
  try {
    const articles = await listArticles()
    return data({ articles: articles.map((a) => toCardData(a, now)) }, { headers: BLOG_CACHE })
  } catch (error) {
    console.error("Error fetching articles", error)
    return data({ articles: [] }, { status: 503, headers: NO_STORE })
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = () => pageMeta({ title, description, path: "/blog", feed: true })

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <Static>
      <BlogHero title="Stories and guides for AI music video creators" description={description} />
      <ArticleGrid articles={loaderData.articles} />
      <GuidesSection />
      <BlogCta />
    </Static>
  )
}
