import { COMPARISON_PRICE_RANGE, FREE_TRIAL } from "#app/content/plans.ts"
import type { ToolReview } from "../types.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatNumber, formatShare } from "#app/content/fact-format.ts"

// Competitor prices and user figures are approximate, as of October 20, 2025; they are
// not product limits, and each vendor changes them often.
export const tools: ToolReview[] = [
  {
    name: "Syncreel",
    rating: 4.8,
    price: COMPARISON_PRICE_RANGE,
    users: `${atLeast(CREATORS, "en")} creators`,
    processingTime: "Under 5 minutes in most cases",
    pros: [
      `Built around lip-sync: a published ${formatShare(LIP_SYNC_ACCURACY, "en")} lip-sync accuracy figure, over ${formatNumber(LANGUAGES, "en")} languages`,
      "Vertical 9:16, horizontal 16:9 and square 1:1 exports in Full HD",
      "Frame-by-frame control to fix a single moment without regenerating",
      "Takes tracks made in Suno or Udio as they are",
      `${FREE_TRIAL} required`,
    ],
    cons: [
      "Made for music videos, not a general-purpose video editor",
      "Watermark-free exports need a paid plan",
      "Regular releases quickly outgrow the free trial",
    ],
    bestFor: "Musicians and AI-music creators who need lip-synced videos for TikTok, Reels, Shorts and YouTube",
    verdict: "The most direct route from a finished song to a publishable, lip-synced video in every major format.",
    badge: "Editor's Choice",
  },
  {
    name: "Kaiber",
    rating: 4.4,
    price: "About $10 to $30+/month (approx., as of October 2025)",
    users: "Large creator community (figures not published)",
    processingTime: "About one to several minutes per clip, depending on model and length",
    pros: [
      "Audio-reactive visuals that pulse and morph with the music",
      "Canvas-style Superstudio workspace that combines several image and video models",
      'Strong track record with artists, including Linkin Park\'s 2023 video for "Lost"',
    ],
    cons: [
      "Lip-sync is not its focus",
      "Credit costs vary by model, which makes budgeting harder",
      "Abstract styles are easier to get than consistent, realistic characters",
    ],
    bestFor: "Artists who want stylized, audio-reactive visuals and lyric-free visualizers",
    verdict: "A creative playground for music visuals; pair it with a lip-sync tool when a singer must perform.",
  },
  {
    name: "Neural Frames",
    rating: 4.3,
    price: "About $19 to $99/month (approx., as of October 2025)",
    users: "Smaller, music-focused user base (figures not published)",
    processingTime: "Minutes for short sections; full songs take longer",
    pros: [
      "Built for music: modulates motion from separate stems such as kick, snare and bass",
      "Frame-level timeline control over prompts and camera motion",
      "Well suited to full-length, beat-locked visualizers",
    ],
    cons: [
      "Steeper learning curve than prompt-and-go tools",
      "Characters and faces drift more than in dedicated character tools",
      "Higher entry price than most alternatives",
    ],
    bestFor: "Electronic and instrumental artists who want visuals locked tightly to the beat",
    verdict: "The most music-aware animation tool here, strongest when no one needs to sing on screen.",
  },
  {
    name: "Runway",
    rating: 4.6,
    price: "Free tier with one-time credits; about $15 to $95/month (approx., as of October 2025)",
    users: "Large professional and creator base (figures not published)",
    processingTime: "Seconds to a few minutes per 5 to 10 second clip",
    pros: [
      "Gen-4 models with reference images for consistent characters and locations",
      "Act-Two performance transfer and Aleph video editing extend what you can do with footage",
      "A full editing suite alongside generation",
    ],
    cons: [
      "Credits run out quickly at the highest quality",
      "Short clips must be assembled into a full song by hand",
      "More tools than a casual creator needs",
    ],
    bestFor: "Filmmakers and agencies building cinematic shots for a music video edit",
    verdict: "The strongest all-round generative video toolkit; expect to do the music editing yourself.",
  },
  {
    name: "Pika",
    rating: 4.2,
    price: "Free tier; about $10 to $95/month (approx., as of October 2025)",
    users: "Large consumer audience (figures not published)",
    processingTime: "Often under a minute per short clip",
    pros: [
      "Fast, playful effects such as Pikaffects, Pikaswaps and Pikadditions",
      "Pikaframes keyframe transitions for smooth scene changes",
      "Low entry price and an easy interface",
    ],
    cons: [
      "Short clip lengths for a full-song video",
      "Less control over realistic, consistent characters",
      "Effects can look similar to what many others are posting",
    ],
    bestFor: "Short social hooks and eye-catching transitions for a song's teaser",
    verdict: "Great for a viral moment; not built to carry a whole music video on its own.",
  },
]
