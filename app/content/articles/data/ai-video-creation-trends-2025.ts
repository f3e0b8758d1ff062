import type { FeatureCardItem } from "../types.ts"

/** Trends as seen in January 2025. */
export const trends: FeatureCardItem[] = [
  {
    title: "Longer, steadier clips",
    description:
      "Video models released in late 2024 hold a scene together for longer, with fewer melting faces and jumping objects between frames.",
  },
  {
    title: "Consistent characters",
    description: "Reference images and reusable assets keep the same person, outfit and setting recognizable from shot to shot.",
  },
  {
    title: "Faces that perform",
    description:
      "Lip-sync and performance-transfer tools let generated characters speak and sing convincingly, the key step for music videos.",
  },
  {
    title: "Directed camera movement",
    description:
      "Camera controls and motion brushes replace luck with intent: pans, push-ins and orbits you choose rather than hope for.",
  },
  {
    title: "Vertical by default",
    description:
      "9:16 is treated as a first-class format, because that is where most short-form viewing and music discovery happens.",
  },
  {
    title: "Video that follows the music",
    description:
      "Tools increasingly start from the audio, timing cuts, motion and mouth movement to the beat, structure and vocal.",
  },
  {
    title: "Faster, cheaper drafts",
    description:
      "Lighter model variants and better infrastructure cut waiting time, so creators can try several ideas before committing to one.",
  },
  {
    title: "Labels and provenance",
    description:
      "Platforms ask creators to disclose realistic AI content, and metadata standards such as C2PA Content Credentials travel with the file.",
  },
]
