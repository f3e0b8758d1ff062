import { Maximize2 } from "lucide-react"
import { useState } from "react"
import { SectionHeading } from "#app/components/home/section-heading.tsx"
import { ResponsiveImage } from "#app/components/responsive-image.tsx"
import { Dialog } from "#app/components/ui/dialog.tsx"
import type { OwnSectionsContent } from "#app/content/home-sections.server.ts"
import { Static } from "#app/hydration/static.tsx"

type Showcase = OwnSectionsContent["showcase"]

export function ShowcaseSection({ content }: { content: Showcase }) {
  const [open, setOpen] = useState<Showcase["screenshots"][number] | null>(null)
  return (
    <section aria-labelledby="showcase-title" className="below-fold container-page py-24">
      <Static>
        <SectionHeading id="showcase-title" eyebrow={content.eyebrow} title={content.title}>
          {content.lead}
        </SectionHeading>
      </Static>
      <ul className="mt-14 grid gap-6 md:grid-cols-2">
        {content.screenshots.map((shot) => (
          <li key={shot.slug}>
            <button
              type="button"
              onClick={() => setOpen(shot)}
              aria-label={shot.openLabel}
              className="group flex w-full cursor-pointer flex-col overflow-hidden rounded-card bg-surface/80 text-left ring-1 ring-line ring-inset transition hover:ring-violet/50"
            >
              <Static as="span">
                <span className="relative block overflow-hidden border-b border-line">
                  <ResponsiveImage
                    variants={[`${shot.image}-720`, `${shot.image}-1440`]}
                    alt={shot.alt}
                    sizes="(min-width: 76rem) 36rem, (min-width: 48rem) 50vw, 100vw"
                    className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-[1.02]"
                  />
                  <span className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-ink/70 text-fg opacity-90 ring-1 ring-white/20 backdrop-blur">
                    <Maximize2 aria-hidden className="size-4" />
                  </span>
                </span>
                <span className="block p-6">
                  <span className="block text-xl font-semibold">{shot.title}</span>
                  <span className="mt-2 block leading-relaxed text-muted">{shot.description}</span>
                </span>
              </Static>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.title ?? ""}
        description={open?.description}
        // The 16:10 screenshot fits the viewport's height too: about 11rem go to the title, description and padding.
        className="w-[min(100vw_-_2rem,80rem,(100dvh_-_11rem)_*_1.6_+_3rem)]"
      >
        {open ? (
          <ResponsiveImage
            variants={[`${open.image}-720`, `${open.image}-1440`]}
            alt={open.alt}
            sizes="(min-width: 82rem) 80rem, 100vw"
            className="h-auto w-full rounded-xl ring-1 ring-line"
          />
        ) : null}
      </Dialog>
    </section>
  )
}
