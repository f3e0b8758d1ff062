import { ArrowRight, Clock, Play } from "lucide-react"
import { useState } from "react"
import { Link } from "react-router"
import { SectionHeading } from "#app/components/home/section-heading.tsx"
import { ResponsiveImage } from "#app/components/responsive-image.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import { Button } from "#app/components/ui/button.tsx"
import { Dialog } from "#app/components/ui/dialog.tsx"
import { VideoPlayer } from "#app/components/video-player.tsx"
import type { ExamplesSectionContent } from "#app/content/examples-section.server.ts"
import { Static } from "#app/hydration/static.tsx"
import { useFormat } from "#app/components/use-messages.ts"

type ExampleCard = ExamplesSectionContent["examples"][number]

export function ExamplesSection({ content }: { content: ExamplesSectionContent }) {
  const [playing, setPlaying] = useState<ExampleCard | null>(null)
  const format = useFormat()
  return (
    <section id="examples" aria-labelledby="examples-title" className="below-fold container-page py-24">
      <Static>
        <SectionHeading id="examples-title" eyebrow={content.eyebrow} title={content.title}>
          {content.lead}
        </SectionHeading>
      </Static>
      {/* Wrapped rather than a grid, so the fourth card sits centred under the three. */}
      <ul className="mt-14 flex flex-wrap justify-center gap-6">
        {content.examples.map((example) => (
          <li
            key={example.slug}
            className="group flex w-full flex-col sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)] overflow-hidden rounded-card bg-surface/80 ring-1 ring-line ring-inset transition hover:ring-violet/50"
          >
            <Static>
              <div className="relative overflow-hidden">
                <ResponsiveImage
                  variants={[`${example.thumbnail}-640`, `${example.thumbnail}-960`]}
                  alt={example.stillAlt}
                  sizes="(min-width: 76rem) 23rem, (min-width: 64rem) 31vw, (min-width: 40rem) 48vw, 100vw"
                  className="aspect-video w-full object-cover transition duration-500 group-hover:scale-[1.03]"
                />
                <span
                  aria-hidden
                  className="absolute inset-0 grid place-items-center bg-ink/10 opacity-0 transition group-hover:opacity-100"
                >
                  <span className="grid size-14 place-items-center rounded-full bg-white/90 text-ink">
                    <Play className="ml-0.5 size-6 fill-current" />
                  </span>
                </span>
                <Badge variant="solid" className="absolute right-3 bottom-3 tabular-nums">
                  <Clock aria-hidden className="size-3" />
                  {format.rich(content.durationBadge, {
                    duration: example.duration,
                    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  })}
                </Badge>
              </div>
            </Static>
            <div className="flex flex-1 flex-col p-6">
              <Static>
                <h3 className="text-xl font-semibold">{example.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-muted">{example.description}</p>
                <ul className="mt-4 flex flex-wrap gap-2" aria-label={content.tagsLabel}>
                  <li>
                    <Badge variant="violet">{example.style}</Badge>
                  </li>
                  <li>
                    <Badge variant="pink">{example.genre}</Badge>
                  </li>
                </ul>
              </Static>
              <Button variant="secondary" className="mt-5 w-full" onClick={() => setPlaying(example)}>
                <Play aria-hidden className="fill-current" />
                {content.watchFullVideo}
                <span className="sr-only">: {example.title}</span>
              </Button>
              <Static>
                {/* The video's own page: details, transcript and the call to make one like it. */}
                <Link
                  to={example.href}
                  className="mt-3 inline-flex items-center justify-center gap-1 self-center rounded-full px-3 py-1.5 text-sm font-semibold text-violet-soft hover:text-fg"
                >
                  {content.moreAboutVideo}
                  <span className="sr-only">: {example.title}</span>
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </Static>
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={playing !== null}
        onClose={() => setPlaying(null)}
        title={playing?.title ?? ""}
        className="w-[min(100vw-2rem,64rem)]"
      >
        {playing ? (
          <>
            <VideoPlayer url={playing.videoUrl} title={playing.playerLabel} captions={playing.captionsTrack} />
            <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted">
              <Badge variant="violet">{playing.style}</Badge>
              <Badge variant="pink">{playing.genre}</Badge>
              <span>{playing.previewOf}</span>
            </p>
          </>
        ) : null}
      </Dialog>
    </section>
  )
}
