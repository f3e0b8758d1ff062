import { ClosingCtaSection } from "#app/components/home/closing-cta-section.tsx"
import { DemoSection } from "#app/components/home/demo-section.tsx"
import { ExamplesSection } from "#app/components/home/examples-section.tsx"
import { FeaturesSection } from "#app/components/home/features-section.tsx"
import { HeroSection } from "#app/components/home/hero-section.tsx"
import { PricingSection } from "#app/components/home/pricing-section.tsx"
import { ShowcaseSection } from "#app/components/home/showcase-section.tsx"
import { TestimonialsSection } from "#app/components/home/testimonials-section.tsx"
import { HydrateLater } from "#app/hydration/hydrate-later.tsx"
import { ShareControl } from "#app/components/share-control.tsx"
import { Static } from "#app/hydration/static.tsx"
import type { LandingWords } from "#app/content/landing-page.server.ts"
import type { HomeSectionsContent } from "#app/content/home-sections.server.ts"
import { useLayoutEffect } from "react"
import { useLocation } from "react-router"

/** The section stack shared by the home page and the six landing pages (SPEC §2). */
export function HomePageSections({ page, sections }: { page: LandingWords; sections: HomeSectionsContent }) {
  useScrollToSection()
  return (
    <>
      <HeroSection hero={page.hero} copy={sections.hero} />
      {/* Below the fold: each section with behaviour hydrates in its own task (hydrate-later.tsx);
          those without keep the server's HTML (static.tsx). */}
      <Static>
        <FeaturesSection content={sections.features} />
      </Static>
      <HydrateLater>
        <DemoSection copy={sections.demo} />
      </HydrateLater>
      <HydrateLater>
        <ShowcaseSection content={sections.showcase} />
      </HydrateLater>
      <HydrateLater>
        <ExamplesSection content={sections.examples} />
      </HydrateLater>
      <HydrateLater>
        <PricingSection content={sections.pricing} />
      </HydrateLater>
      <Static>
        <TestimonialsSection content={sections.testimonials} />
      </Static>
      <HydrateLater>
        <ClosingCtaSection copy={sections.closing} />
      </HydrateLater>
      <ShareControl variant="floating" title={page.hero.title} description={page.description} />
    </>
  )
}

/**
 * Scrolls to the section a link from another page names ("/#pricing"). The router does so itself
 * only if the section is on the page when the router's own effect runs; with Preact that effect
 * can run before the new page's content is rendered, and the router then scrolls to the top.
 * On the page the browser loaded, the browser has scrolled to it already.
 */
function useScrollToSection() {
  const { hash, key } = useLocation()
  useLayoutEffect(() => {
    if (!hash || key === "default") return
    let id: string
    try {
      id = decodeURIComponent(hash.slice(1))
    } catch {
      return // A malformed hash names no section.
    }
    document.getElementById(id)?.scrollIntoView()
  }, [hash, key])
}
