import type { PlatformStat } from "#app/content/articles/types.ts"
import { useArticle } from "./article-context.ts"

/** Market-share cards (SPEC §3 platform stat): one card a platform or segment. */
export function PlatformStats({ stats }: { stats: PlatformStat[] }) {
  const words = useArticle().chrome.stats
  return (
    <ul className="not-prose my-8 grid gap-4 sm:grid-cols-2">
      {stats.map((stat) => (
        <li key={stat.platform} className="rounded-card bg-surface p-5 ring-1 ring-line ring-inset">
          <h3 className="text-lg font-bold text-fg">{stat.platform}</h3>
          <p className="mt-2 text-xl font-black text-gradient">{stat.marketShare}</p>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold text-violet-soft">{words.users}</dt>
              <dd className="mt-0.5 text-muted">{stat.users}</dd>
            </div>
            <div>
              <dt className="font-semibold text-pink-soft">{words.growth}</dt>
              <dd className="mt-0.5 text-muted">{stat.growth}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  )
}
