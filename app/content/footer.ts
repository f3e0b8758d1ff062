import { features, featurePath } from "./features.ts"

export type FooterLink = { label: string; to: string }

/** The footer's lists of internal pages (SPEC §2 footer). */
export const footerLists: { title: string; links: FooterLink[] }[] = [
  {
    title: "Pages",
    links: [
      { label: "Home", to: "/" },
      { label: "Blog", to: "/blog" },
      { label: "Pricing", to: "/pricing" },
      { label: "Affiliate Program", to: "/affiliate" },
      { label: "Nano Banana Integration", to: "/nano-banana-integration" },
      { label: "Delete Account", to: "/delete-account" },
      { label: "Terms", to: "/terms-and-conditions" },
    ],
  },
  {
    title: "Features",
    links: features.map((f) => ({ label: f.title, to: featurePath(f.slug) })),
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", to: "/blog" },
      { label: "How to Create an AI Music Video", to: "/blog/how-to-create-ai-music-videos-2024" },
      { label: "Best AI Music Video Tools 2025", to: "/blog/best-ai-music-video-creation-tools-2025" },
      { label: "Suno vs Udio", to: "/blog/suno-vs-udio-battle-supremacy-2025" },
      { label: "Suno Music Videos", to: "/suno-music-video" },
      { label: "Udio Music Videos", to: "/udio-music-video" },
    ],
  },
]
