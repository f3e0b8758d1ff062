import { ArrowUpRight } from "lucide-react"
import type { ReactNode } from "react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"

type ClosingCtaProps = { title: string; text: ReactNode; source: string; label?: string }

/** The gradient block that closes a page with a call to open the app. */
export function ClosingCta({ title, text, source, label = "Start Creating Now" }: ClosingCtaProps) {
  return (
    <section aria-labelledby={`${source}-title`} className="container-page py-16 sm:py-24">
      <div className="relative overflow-hidden rounded-card bg-brand-gradient px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_55%)]"
        />
        <h2 id={`${source}-title`} className="relative text-3xl font-black text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>
        <AppLink source={source} className={buttonVariants({ variant: "light", size: "lg", className: "relative mt-8" })}>
          {label}
          <ArrowUpRight aria-hidden />
        </AppLink>
      </div>
    </section>
  )
}
