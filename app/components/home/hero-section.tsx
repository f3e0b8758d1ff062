import { Check, Star } from "lucide-react"
import { AppLink } from "#app/components/app-link.tsx"
import { HeroVideo, HeroVideoToggle } from "#app/components/home/hero-video.tsx"
import { ResponsiveImage } from "#app/components/responsive-image.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { HeroCopy } from "#app/content/landing-page.server.ts"
import type { OwnSectionsContent } from "#app/content/home-sections.server.ts"
import { Static } from "#app/hydration/static.tsx"
import { useFormat } from "#app/components/use-messages.ts"

const bold = (name: string) => <strong className="font-semibold text-fg">{name}</strong>

/** The line naming the supported tools, each name in bold where its placeholder stands. */
function WorksWith({ line }: { line: OwnSectionsContent["hero"]["worksWith"] }) {
  const format = useFormat()
  return format.rich(line, { suno: bold("Suno"), udio: bold("Udio") })
}

export function HeroSection({ hero, copy }: { hero: HeroCopy; copy: OwnSectionsContent["hero"] }) {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div aria-hidden className="absolute inset-0 -z-10">
        <ResponsiveImage
          variants={["/media/hero-poster-640", "/media/hero-poster"]}
          alt=""
          sizes="100vw"
          priority
          className="size-full object-cover"
        />
        <HeroVideo className="absolute inset-0 size-full object-cover" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(10_10_18/0.55),rgb(10_10_18/0.85)_70%)]" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-linear-to-b from-transparent to-ink" />
      </div>
      <HeroVideoToggle labels={{ pause: copy.pauseVideo, play: copy.playVideo }} />

      <Static>
        <div className="container-page flex min-h-[max(40rem,100svh)] flex-col items-center justify-center pt-28 pb-16 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/20 backdrop-blur">
            <span className="flex text-amber" aria-hidden>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-3.5 fill-current" />
              ))}
            </span>
            {copy.badge}
          </p>
          <h1 id="hero-title" className="mt-6 max-w-4xl text-display font-black text-balance">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-fg/85 sm:text-xl">{hero.subtitle}</p>
          <AppLink source="hero" className={buttonVariants({ size: "lg", className: "mt-9 px-10" })}>
            {copy.cta}
          </AppLink>
          <p className="mt-5 text-sm text-fg/80">
            <WorksWith line={copy.worksWith} />
          </p>
          <ul className="mt-6 flex max-w-4xl flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-fg/80">
            {copy.promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check aria-hidden className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
          <dl className="mt-12 grid w-full max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 backdrop-blur sm:grid-cols-4">
            {copy.stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse bg-ink/60 px-4 py-5">
                <dt className="text-sm text-muted">{stat.label}</dt>
                <dd className="text-2xl font-bold text-fg sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Static>
    </section>
  )
}
