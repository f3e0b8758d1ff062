import { Star } from "lucide-react"
import { SectionHeading } from "#app/components/home/section-heading.tsx"
import type { OwnSectionsContent } from "#app/content/home-sections.server.ts"
import { cn } from "#app/lib/cn.ts"

export function TestimonialsSection({ content }: { content: OwnSectionsContent["testimonials"] }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className="below-fold container-page py-24">
      <SectionHeading id="testimonials-title" eyebrow={content.eyebrow} title={content.title}>
        {content.lead}
      </SectionHeading>
      <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {content.testimonials.map((t) => (
          <li key={t.name} className="flex flex-col rounded-card bg-surface/80 p-6 ring-1 ring-line ring-inset">
            <figure className="flex flex-1 flex-col">
              <p role="img" aria-label={t.ratingLabel} className="flex gap-0.5 text-amber">
                {Array.from({ length: t.scale }, (_, i) => (
                  <Star key={i} aria-hidden className={cn("size-4", i < t.rating ? "fill-current" : "text-white/25")} />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 leading-relaxed text-fg/90">{t.quote}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className={cn("grid size-11 place-items-center rounded-full text-sm font-bold text-white", t.color)}
                >
                  {t.initials}
                </span>
                <span className="flex flex-col">
                  <span className="font-semibold">{t.name}</span>
                  <span className="text-sm text-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}
