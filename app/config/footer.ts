import { features, featurePath } from "#app/content/features.ts"

export type FooterLink = { label: string; to: string }

/** The footer's lists of internal pages (SPEC §2 footer). */
export const footerLists: { title: string; links: FooterLink[] }[] = [
  {
    title: "Pages",
    links: [
      { label: "Home", to: "/" },
      { label: "Blog", to: "/blog" },
      { label: "Pricing", to: "/#pricing" },
    ],
  },
  {
    title: "Features",
    links: features.map((f) => ({ label: f.title, to: featurePath(f.slug) })),
  },
  {
    title: "Resources",
    links: [{ label: "Blog", to: "/blog" }],
  },
]
