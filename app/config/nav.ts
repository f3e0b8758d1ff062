/**
 * The home page's sections that the navigation bar scrolls to (SPEC §2), in order. Their labels are
 * in the site's messages (`header.sections`), their links in the root data (app/content/chrome.server.ts).
 */
export const sectionIds = ["features", "examples", "pricing", "testimonials"] as const

export type SectionId = (typeof sectionIds)[number]
