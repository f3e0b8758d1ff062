import type { FeatureCardItem } from "../types.ts"

// What Kuaishou announced for Kling 2.5 Turbo in September 2025, framed for music-video use.
export const features: FeatureCardItem[] = [
  {
    title: "Better prompt understanding",
    description:
      "Follows longer prompts with several actions and cause-and-effect steps more faithfully, so a planned shot is more likely to come out as written.",
  },
  {
    title: "Smoother high-energy motion",
    description:
      "Fast movement such as dancing, running and spinning camera moves holds together with fewer warped limbs and jitter, which suits chorus-energy shots.",
  },
  {
    title: "Steadier style in image-to-video",
    description:
      "When you animate a still, colors, lighting and the look of the source image carry through the clip instead of drifting after a few seconds.",
  },
  {
    title: "Start and end frames",
    description:
      "Give the first and last frame of a shot and let the model create the motion between them, useful for transitions on a downbeat.",
  },
  {
    title: "1080p clips of 5 or 10 seconds",
    description:
      "Full HD output in Pro mode, in 16:9, 9:16 or 1:1, which lines up with the formats music videos are published in.",
  },
  {
    title: "Lower cost per clip",
    description:
      "Kuaishou priced the Turbo model below its predecessor, which matters when a three-minute song needs dozens of shots and retries.",
  },
]
