import type { FeatureCardItem } from "#app/content/articles/types.ts"

/** A grid of titled cards, numbered so readers can refer to them. */
export function FeatureCards({ items }: { items: FeatureCardItem[] }) {
  return (
    <ul className="not-prose my-8 grid gap-4 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={item.title} className="rounded-card bg-surface p-5 ring-1 ring-line ring-inset">
          <span aria-hidden className="text-xs font-bold tracking-widest text-pink-soft">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-1 text-lg font-bold text-fg">{item.title}</h3>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
