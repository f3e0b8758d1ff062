import type { ReactNode } from "react"

type PageHeroProps = { eyebrow: ReactNode; title: ReactNode; intro: ReactNode; children?: ReactNode }

/** The opening of a content page: eyebrow, headline, intro and optional actions. */
export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <header className="relative overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgb(139_92_246/0.28),transparent_60%)]"
      />
      <div className="container-page pt-32 pb-12 text-center sm:pt-40 sm:pb-16">
        <div className="flex justify-center">{eyebrow}</div>
        <h1 className="mx-auto mt-5 max-w-4xl text-display font-black text-balance">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted sm:text-xl">{intro}</p>
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </header>
  )
}
