import type { Factor } from "#app/content/articles/types.ts"
import { cn } from "#app/lib/cn.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { useArticle } from "./article-context.ts"

const winnerStyle: Record<string, string> = {
  AI: "bg-violet/15 text-violet-soft ring-violet/30",
  Traditional: "bg-amber/15 text-amber ring-amber/30",
}

/** One card a factor, each naming who wins it and why (SPEC §3 factor). */
export function FactorTable({ factors }: { factors: Factor[] }) {
  const { chrome, locale } = useArticle()
  const words = chrome.factors
  const side = (winner: string) => words.sides[winner as keyof typeof words.sides] ?? winner
  return (
    <ul className="not-prose my-8 grid gap-4 md:grid-cols-2">
      {factors.map((f) => (
        <li key={f.factor} className="rounded-card bg-surface p-5 ring-1 ring-line ring-inset">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h3 className="text-lg font-bold text-fg">{f.factor}</h3>
              <p className="text-sm text-muted">{f.description}</p>
            </div>
            <span
              className={cn(
                "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                winnerStyle[f.winner] ?? "bg-white/10 text-fg ring-white/15",
              )}
            >
              {f.winner === "Tie" ? words.tie : formatMessage(words.winner, locale, { winner: side(f.winner) })}
            </span>
          </div>
          <p className="mt-3 text-[0.95rem] leading-relaxed text-fg/90">{f.details}</p>
        </li>
      ))}
    </ul>
  )
}
