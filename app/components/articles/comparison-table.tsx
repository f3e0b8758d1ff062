import { Trophy } from "lucide-react"
import type { ComparisonRow } from "#app/content/articles/types.ts"
import { cn } from "#app/lib/cn.ts"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"
import { useArticle } from "./article-context.ts"

const names = { suno: "Suno", udio: "Udio" } as const

/** Suno against Udio, one row a feature, with the winner of each row (SPEC §3 comparison row). */
export function ComparisonTable({ rows }: { rows: ComparisonRow[] }) {
  const words = useArticle().chrome.comparison
  return (
    <ScrollRegion className="not-prose my-8 rounded-card ring-1 ring-line ring-inset" label={words.label}>
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{words.caption}</caption>
        <thead className="bg-surface-2 text-fg">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {words.feature}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Suno
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Udio
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {words.winner}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-t border-line bg-surface align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-fg">
                {row.feature}
              </th>
              {(["suno", "udio"] as const).map((tool) => (
                <td key={tool} className={cn("px-4 py-3 text-muted", row.winner === tool && "bg-violet/10 text-fg")}>
                  {row[tool]}
                </td>
              ))}
              <td className="px-4 py-3">
                <span className="inline-flex items-center gap-1.5 rounded-full bg-violet/15 px-2.5 py-0.5 font-semibold text-violet-soft ring-1 ring-violet/30 ring-inset">
                  <Trophy className="size-3.5" aria-hidden />
                  {names[row.winner]}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
