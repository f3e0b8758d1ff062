import type { TimelineEvent } from "#app/content/articles/types.ts"

/** Dated events in order, on a vertical line. */
export function Timeline({ events }: { events: TimelineEvent[] }) {
  return (
    <ol className="not-prose my-8 space-y-6 border-l border-line pl-6">
      {events.map((event) => (
        <li key={`${event.date}-${event.title}`} className="relative">
          <span aria-hidden className="absolute top-1.5 -left-[1.8rem] size-3 rounded-full bg-brand-gradient ring-4 ring-ink" />
          <p className="text-xs font-bold tracking-wider text-violet-soft uppercase">{event.date}</p>
          <h3 className="mt-1 font-bold text-fg">{event.title}</h3>
          <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">{event.description}</p>
        </li>
      ))}
    </ol>
  )
}
