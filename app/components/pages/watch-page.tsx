import { ArrowRight, ArrowUpRight, Clapperboard } from "lucide-react"
import { Link } from "react-router"
import { AppLink } from "#app/components/app-link.tsx"
import { ResponsiveImage } from "#app/components/responsive-image.tsx"
import { Badge } from "#app/components/ui/badge.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { WatchPlayer } from "#app/components/watch-player.tsx"
import type { WatchPageContent } from "#app/content/watch-page.server.ts"
import { Static } from "#app/hydration/static.tsx"
import { clockTime } from "#app/lib/webvtt.ts"
import { useFormat } from "#app/components/use-messages.ts"

/** The cta_click and web_app_access source of a watch page's call to action. */
const watchCtaSource = (video: { slug: string }) => `watch-${video.slug}`

/**
 * One /examples/… page: the video first, as the page's main content, then what it is (description,
 * style, genre, lengths, format), the call to make one like it, its transcript and the other examples.
 */
export function WatchPage({ content }: { content: WatchPageContent }) {
  const { video, text, facts, others } = content
  const format = useFormat()
  return (
    <>
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,rgb(139_92_246/0.24),transparent_60%)]"
      />
      <Static>
        <header className="container-page pt-28 pb-8 text-center sm:pt-36 sm:pb-10">
          <Badge variant="glass" size="md">
            <Clapperboard aria-hidden className="size-4 text-violet-soft" />
            {text.badge}
          </Badge>
          <h1 className="mx-auto mt-5 max-w-4xl text-display font-black text-balance">{video.title}</h1>
        </header>
      </Static>

      <div className="container-page max-w-5xl">
        <WatchPlayer video={video} captions={content.captionsTrack} label={text.playerLabel} play={text.play} />
      </div>

      <Static>
        <div className="container-page mt-10 grid max-w-5xl gap-10 sm:mt-12 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-12">
          <div>
            <p className="text-lg leading-relaxed text-fg/90 sm:text-xl">{video.description}</p>
            <p className="mt-4 text-muted">{text.previewSentence}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
              <AppLink source={watchCtaSource(video)} ctaLabel={text.ctaLabel} className={buttonVariants({ size: "lg" })}>
                {text.makeOneLikeThis}
                <ArrowUpRight aria-hidden />
              </AppLink>
              <span className="text-sm text-muted">{text.opensInNewTab}</span>
            </div>

            <section aria-labelledby="transcript" className="mt-14">
              <h2 id="transcript" className="text-2xl font-bold sm:text-3xl">
                {text.transcript}
              </h2>
              <p className="mt-4 text-fg/85">{text.transcriptIntro}</p>
              <ol className="mt-5 grid gap-3">
                {video.captions.map((cue) => (
                  <li key={cue.start} className="flex gap-4 rounded-xl bg-surface p-4 ring-1 ring-line ring-inset">
                    <span className="shrink-0 font-mono text-sm leading-6 text-violet-soft tabular-nums">
                      {format.rich(text.cueRange, {
                        start: clockTime(cue.start),
                        end: clockTime(cue.end),
                        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                        dash: (chunks) => <span aria-hidden>{chunks}</span>,
                      })}
                    </span>
                    <span className="text-fg/90">{cue.text}</span>
                  </li>
                ))}
              </ol>
            </section>
          </div>

          <div className="h-fit rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
            <h2 className="text-lg font-bold">{text.about}</h2>
            <dl className="mt-4 grid gap-3">
              {facts.map((fact) => (
                <div key={fact.label} className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
                  <dt className="text-sm text-muted">{fact.label}</dt>
                  <dd className="text-right font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>

        <nav aria-labelledby="more-examples" className="container-page mt-20 mb-24 max-w-5xl">
          <h2 id="more-examples" className="text-2xl font-bold sm:text-3xl">
            {text.moreExamples}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-3">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to={other.href}
                  className="group flex h-full flex-col overflow-hidden rounded-card bg-surface ring-1 ring-line transition ring-inset hover:ring-violet-soft/60"
                >
                  <span className="block overflow-hidden">
                    <ResponsiveImage
                      variants={[`${other.thumbnail}-640`, `${other.thumbnail}-960`]}
                      alt=""
                      sizes="(min-width: 64rem) 20rem, (min-width: 40rem) 31vw, 100vw"
                      className="aspect-video w-full object-cover transition duration-500 group-hover:scale-[1.03]"
                    />
                  </span>
                  <span className="flex flex-1 flex-col p-5">
                    <span className="font-bold text-fg">{other.title}</span>
                    <span className="mt-1 text-sm text-muted">
                      {other.style} · {other.genre} · {other.duration}
                    </span>
                    <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-violet-soft">
                      {text.watch} <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Static>
    </>
  )
}
