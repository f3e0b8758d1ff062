import { Check, Star } from "lucide-react"
import { AppLink } from "#app/components/app-link.tsx"
import { HeroVideo, HeroVideoToggle } from "#app/components/home/hero-video.tsx"
import { ResponsiveImage } from "#app/components/responsive-image.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { HeroCopy } from "#app/content/landing-pages.ts"
import { Static } from "#app/hydration/static.tsx"
import { FREE_TRIAL } from "#app/content/plans.ts"

// Marketing claims of SPEC §1, in the words the hero uses.
const stats = [
  { value: "50,000+", label: "creators" },
  { value: "98%", label: "satisfaction" },
  { value: "99.5%", label: "lip-sync accuracy" },
  { value: "50+", label: "languages" },
]

const promises = [FREE_TRIAL, "No watermarks", "HD quality", "Instant download", "24/7 processing"]

export function HeroSection({ hero }: { hero: HeroCopy }) {
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
      <HeroVideoToggle />

      <Static>
        <div className="container-page flex min-h-[max(40rem,100svh)] flex-col items-center justify-center pt-28 pb-16 text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/20 backdrop-blur">
            <span className="flex text-amber" aria-hidden>
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-3.5 fill-current" />
              ))}
            </span>
            #1 AI Music Video Tool
          </p>
          <h1 id="hero-title" className="mt-6 max-w-4xl text-display font-black text-balance">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-pretty text-fg/85 sm:text-xl">{hero.subtitle}</p>
          <AppLink source="hero" className={buttonVariants({ size: "lg", className: "mt-9 px-10" })}>
            Get started
          </AppLink>
          <p className="mt-5 text-sm text-fg/80">
            Works with songs made in <strong className="font-semibold text-fg">Suno</strong> and{" "}
            <strong className="font-semibold text-fg">Udio</strong>, or any MP3 or WAV
          </p>
          <ul className="mt-6 flex max-w-4xl flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-fg/80">
            {promises.map((promise) => (
              <li key={promise} className="inline-flex items-center gap-1.5">
                <Check aria-hidden className="size-4 text-success" />
                {promise}
              </li>
            ))}
          </ul>
          <dl className="mt-12 grid w-full max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-card bg-white/10 ring-1 ring-white/10 backdrop-blur sm:grid-cols-4">
            {stats.map((stat) => (
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
