/** The home page's sections that the navigation bar scrolls to (SPEC §2). */
export const sectionLinks = [
  { id: "features", label: "Features" },
  { id: "examples", label: "Examples" },
  { id: "pricing", label: "Pricing" },
  { id: "testimonials", label: "Testimonials" },
] as const

export type SectionId = (typeof sectionLinks)[number]["id"]
