import { freeVideosInWords, planPrice } from "#app/content/plans.ts"
import type { Factor } from "../types.ts"

export const factors: Factor[] = [
  {
    factor: "Cost",
    description: "What you pay for one finished video.",
    winner: "AI",
    details: `A simple independent shoot commonly costs a few thousand dollars, and $10,000 to $50,000 or more once locations, lighting, a larger crew and a color grade are involved. With Syncreel the first ${freeVideosInWords} are free, and paid plans run from ${planPrice("super", "monthly")} to ${planPrice("hyper", "monthly")} a month.`,
  },
  {
    factor: "Time",
    description: "From idea to a video you can publish.",
    winner: "AI",
    details:
      "A traditional video usually takes two to eight weeks across treatment, pre-production, shoot days and editing. An AI draft is ready in under five minutes in most cases, and a polished cut usually takes an afternoon of review and fixes.",
  },
  {
    factor: "Quality",
    description: "How convincing the images are up close.",
    winner: "Traditional",
    details:
      "A good director, cinematographer and colorist working with real light still set the ceiling, especially for hands, crowds and fast physical action. AI output is Full HD, 10-bit and often striking, but busy scenes can show artifacts that need a regeneration or a different shot.",
  },
  {
    factor: "Authentic performance",
    description: "Showing the real artist, band or place.",
    winner: "Traditional",
    details:
      "If the point of the video is you, your band or your hometown, a camera is the honest tool. AI performers can sing your lyrics with accurate lip-sync, but they are not a recording of you.",
  },
  {
    factor: "Flexibility",
    description: "How cheaply you can change your mind.",
    winner: "AI",
    details:
      "After a shoot, a new concept means a reshoot. With AI you can regenerate a section, try another style or make a second version for a remix in minutes, at the cost of a few tokens.",
  },
  {
    factor: "Creative control",
    description: "Who decides what ends up in each frame.",
    winner: "Tie",
    details:
      "On set you control every physical detail if you have the time and money. With AI you control timing precisely through frame-by-frame editing, but you steer the look of each generated image rather than placing every object yourself.",
  },
  {
    factor: "Multi-format delivery",
    description: "Getting vertical, horizontal and square versions.",
    winner: "AI",
    details:
      "A shoot has to plan extra coverage or crop later. Syncreel exports 9:16 (1080x1920), 16:9 (1920x1080) and 1:1 (1080x1080) from the same project.",
  },
]
