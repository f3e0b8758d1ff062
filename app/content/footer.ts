import { features, featurePath } from "./features.ts"

// The footer's lists of internal pages (SPEC §2 footer), by English path. Their words are in the
// site's messages (`footer.lists`, `footer.links`, app/i18n/messages/) but the features', which are their
// cards' titles (`features.items.<slug>.title` there), so a feature has one name in each language; their
// links in each language are built by the root loader (app/content/chrome.server.ts).

export const footerPages = [
  { key: "home", path: "/" },
  { key: "blog", path: "/blog" },
  { key: "pricing", path: "/pricing" },
  { key: "affiliate", path: "/affiliate" },
  { key: "nanoBanana", path: "/nano-banana-integration" },
  { key: "deleteAccount", path: "/delete-account" },
  { key: "terms", path: "/terms-and-conditions" },
] as const

export const footerFeatures = features.map((f) => ({ key: f.slug, path: featurePath(f.slug) }))

export const footerResources = [
  { key: "blog", path: "/blog" },
  { key: "howToCreate", path: "/blog/how-to-create-ai-music-videos-2024" },
  { key: "bestTools2025", path: "/blog/best-ai-music-video-creation-tools-2025" },
  { key: "sunoVsUdio", path: "/blog/suno-vs-udio-battle-supremacy-2025" },
  { key: "sunoMusicVideo", path: "/suno-music-video" },
  { key: "udioMusicVideo", path: "/udio-music-video" },
] as const
