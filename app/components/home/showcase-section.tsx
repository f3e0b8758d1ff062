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
          // The button is the screenshot, named "<title>: view larger"; the title and description
          // under it are the card's text, not the button's, so its name holds all of its visible
          // text (WCAG 2.5.3 Label in Name, which axe-core 4.14 checks). Its ::after spans the card:
          // a click anywhere on the card still opens the screenshot.
          <li
            key={shot.slug}
            className="group relative flex flex-col overflow-hidden rounded-card bg-surface/80 ring-1 ring-line ring-inset transition hover:ring-violet/50"
          >
            <button
              type="button"
              onClick={() => setOpen(shot)}
              aria-label={shot.openLabel}
              className="focus-ring-inset block cursor-pointer overflow-hidden border-b border-line text-left after:absolute after:inset-0 after:content-['']"
            >
              <Static as="span">
                <ResponsiveImage
                  variants={[`${shot.image}-720`, `${shot.image}-1440`]}
                  alt={shot.alt}
                  sizes="(min-width: 76rem) 36rem, (min-width: 48rem) 50vw, 100vw"
                  className="aspect-[16/10] w-full object-cover transition duration-500 group-hover:scale-[1.02]"
                />
              </Static>
            </button>
            <span className="pointer-events-none absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-ink/70 text-fg opacity-90 ring-1 ring-white/20 backdrop-blur">
              <Maximize2 aria-hidden className="size-4" />
            </span>
            <Static>
              <div className="p-6">
                <h3 className="text-xl font-semibold">{shot.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{shot.description}</p>
              </div>
            </Static>
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
