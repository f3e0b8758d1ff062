import { COMPARISON_PRICE_RANGE, FREE_TRIAL } from "#app/content/plans.ts"
import type { ToolReview } from "../types.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatNumber, formatShare } from "#app/content/fact-format.ts"

export const tools: ToolReview[] = [
  {
    name: "Syncreel",
    rating: 4.5,
    price: COMPARISON_PRICE_RANGE,
    users: `${atLeast(CREATORS, "en")} creators`,
    processingTime: "Under 5 minutes in most cases",
    pros: [
      `Lip-sync built in, ${formatShare(LIP_SYNC_ACCURACY, "en")} accuracy in over ${formatNumber(LANGUAGES, "en")} languages`,
      "Vertical 9:16, horizontal 16:9 and square 1:1 exports in Full HD",
      "Frame-by-frame control for fixing individual moments",
      "Works directly with tracks made in Suno or Udio",
      FREE_TRIAL,
    ],
    cons: [
      "Built for performance-style videos with a singer, less for abstract visualizers",
      "Watermark-free Full HD export needs a paid plan",
      "Best results with tracks of 30 seconds to 4 minutes",
    ],
    bestFor: "Artists and AI-music creators who want a singing performer, lip-synced to the vocal, in every platform format",
    verdict:
      "The most direct route from a finished song to a lip-synced music video, with the formats and export settings social platforms expect.",
    badge: "Editor's Choice",
  },
  {
    name: "Kaiber",
    rating: 4,
    price: "Free trial credits; paid use roughly $10 to $30/month plus credit packs (approx., as of August 2025)",
    users: "No verified public figure",
    processingTime: "Varies by model, clip length and settings",
    pros: [
      "Canvas-style workspace (Superstudio) that combines image and video generation",
      "Audio-reactive animation options for music visuals",
      "Restyling of existing footage as well as generation from scratch",
      "Established with musicians, including Linkin Park's 2023 video for Lost",
    ],
    cons: [
      "Not built primarily around a lip-synced singing performer",
      "Credit-based costs can be hard to predict for long videos",
      "Assembling a full-length video takes more manual work",
    ],
    bestFor: "Visual artists and musicians who want stylized, experimental animation and like to mix several models in one place",
    verdict:
      "A flexible creative playground with a strong artistic track record; a better fit for stylized visuals than for performance videos.",
  },
  {
    name: "Neural Frames",
    rating: 4,
    price: "Free tier; paid plans roughly $19 to $99/month (approx., as of August 2025)",
    users: "No verified public figure",
    processingTime: "Varies with length, resolution and model",
    pros: [
      "Detailed audio reactivity that can follow individual parts of a track",
      "Timeline editor with fine, frame-level control over animation",
      "Well suited to visualizers, loops and live-show backdrops",
    ],
    cons: [
      "Steeper learning curve than one-step generators",
      "Not built primarily around a lip-synced singing performer",
      "Long, high-resolution renders use credits quickly",
    ],
    bestFor: "Electronic producers, VJs and anyone who wants visuals that pulse with the music and is willing to tweak them",
    verdict: "The deepest control for audio-reactive animation; the trade-off is time spent learning and adjusting.",
  },
]
