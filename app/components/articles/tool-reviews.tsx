import { Award, Check, Star, X } from "lucide-react"
import type { ToolReview } from "#app/content/articles/types.ts"
import { cn } from "#app/lib/cn.ts"
import { formatRating } from "#app/lib/format-rating.ts"
import { useArticle } from "./article-context.ts"
import { formatRich } from "#app/i18n/icu.ts"
import { srOnly } from "#app/components/blog/use-blog-format.tsx"

function Rating({ value }: { value: number }) {
  const { locale, chrome } = useArticle()
  return (
    <p className="flex items-center gap-2">
      <span className="flex" aria-hidden>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={cn(
              "size-4",
              value >= n - 0.25 ? "fill-amber text-amber" : value >= n - 0.75 ? "fill-amber/50 text-amber" : "text-line",
            )}
          />
        ))}
      </span>
      <span className="text-sm font-semibold text-fg">
        {formatRich(chrome.reviews.rating, locale, { rating: formatRating(value, locale), hidden: srOnly })}
        <span aria-hidden className="text-muted">
          {" "}
          / 5
        </span>
      </span>
    </p>
  )
}

/** One card a tool (SPEC §3 tool review): rating, facts, pros, cons, best for and verdict. */
export function ToolReviews({ tools }: { tools: ToolReview[] }) {
  const { chrome, locale } = useArticle()
  const words = chrome.reviews
  return (
    <ol className="not-prose my-8 space-y-6">
      {tools.map((tool, index) => (
        <li
          key={tool.name}
          className={cn(
            "rounded-card bg-surface p-5 ring-1 ring-line ring-inset sm:p-7",
            tool.badge && "shadow-glow ring-violet/50",
          )}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 className="text-xl font-bold text-fg">
                <span className="text-muted">{index + 1}. </span>
                {tool.name}
              </h3>
              <div className="mt-1">
                <Rating value={tool.rating} />
              </div>
            </div>
            {tool.badge && (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-gradient px-3 py-1 text-sm font-semibold text-white">
                <Award className="size-4" aria-hidden />
                {tool.badge}
              </span>
            )}
          </div>
          <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-3">
            {[
              [words.price, tool.price],
              [words.users, tool.users],
              [words.processingTime, tool.processingTime],
            ].map(([term, value]) => (
              <div key={term} className="rounded-xl bg-surface-2 p-3">
                <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
                <dd className="mt-1 text-fg">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <div>
              <h4 className="text-sm font-semibold text-success">{words.strengths}</h4>
              <ul className="mt-2 space-y-2 text-[0.95rem] text-fg/90">
                {tool.pros.map((pro) => (
                  <li key={pro} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden />
                    {pro}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4 className="text-sm font-semibold text-danger">{words.limitations}</h4>
              <ul className="mt-2 space-y-2 text-[0.95rem] text-fg/90">
                {tool.cons.map((con) => (
                  <li key={con} className="flex gap-2">
                    <X className="mt-1 size-4 shrink-0 text-danger" aria-hidden />
                    {con}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <p className="mt-5 text-[0.95rem] text-muted">
            {formatRich(words.bestFor, locale, {
              text: tool.bestFor,
              label: (chunks) => <strong className="text-fg">{chunks}</strong>,
            })}
          </p>
          <p className="mt-3 border-l-2 border-violet pl-3 text-[0.95rem] text-fg">
            {formatRich(words.verdict, locale, { text: tool.verdict, label: (chunks) => <strong>{chunks}</strong> })}
          </p>
        </li>
      ))}
    </ol>
  )
}
