import { ClosingCtaSection } from "#app/components/home/closing-cta-section.tsx"
import { DemoSection } from "#app/components/home/demo-section.tsx"
import { ExamplesSection } from "#app/components/home/examples-section.tsx"
import { FeaturesSection } from "#app/components/home/features-section.tsx"
import { HeroSection } from "#app/components/home/hero-section.tsx"
import { PricingSection } from "#app/components/home/pricing-section.tsx"
import { ShowcaseSection } from "#app/components/home/showcase-section.tsx"
import { TestimonialsSection } from "#app/components/home/testimonials-section.tsx"
import { ShareControl } from "#app/components/share-control.tsx"
import type { LandingPage } from "#app/content/landing-pages.ts"

/** The section stack shared by the home page and the six landing pages (SPEC §2). */
export function HomePageSections({ page }: { page: LandingPage }) {
  return (
    <>
      <HeroSection hero={page.hero} />
      <FeaturesSection />
      <DemoSection />
      <ShowcaseSection />
      <ExamplesSection />
      <PricingSection />
      <TestimonialsSection />
      <ClosingCtaSection />
      <ShareControl variant="floating" title={page.hero.title} description={page.description} />
    </>
  )
}
