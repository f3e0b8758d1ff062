import type { ComparisonRow, FeatureCardItem, PlatformStat, TimelineEvent } from "../types.ts"

// Neither company publishes market share; these cards summarise public reporting
// and third-party traffic estimates through October 2025, so they stay qualitative.
export const stats: PlatformStat[] = [
  {
    platform: "Suno",
    marketShare: "Largest share (estimate)",
    users: "10M+ people had made music by May 2024 (company-reported)",
    growth: "Strong: v4.5 in May and v5 in September 2025",
  },
  {
    platform: "Udio",
    marketShare: "Second among song generators (estimate)",
    users: "Not publicly disclosed",
    growth: "In transition: UMG deal, licensed relaunch planned for 2026",
  },
  {
    platform: "Other AI music tools",
    marketShare: "Fragmented remainder (estimate)",
    users: "Varies by tool",
    growth: "New entrants from larger AI companies in 2025",
  },
]

export const rows: ComparisonRow[] = [
  {
    feature: "Getting started",
    suno: "Simple mode turns a one-line idea into a full song with lyrics; very little to configure",
    udio: "Quick to start, but the best results usually come after learning its manual settings",
    winner: "suno",
  },
  {
    feature: "Full-song length and structure",
    suno: "v4.5 and later generate complete songs of several minutes in one pass",
    udio: "Builds songs from shorter generations that you extend section by section",
    winner: "suno",
  },
  {
    feature: "Sound texture and production detail",
    suno: "Clean, radio-ready mixes; v5 improved vocals and clarity",
    udio: "Often praised for nuanced vocals and dense, organic-sounding production",
    winner: "udio",
  },
  {
    feature: "Generation controls",
    suno: "Style prompt, lyrics and a few advanced options",
    udio: "Exposes prompt strength, lyrics strength, clarity, quality and seed settings",
    winner: "udio",
  },
  {
    feature: "Editing and stems",
    suno: "Section replacement, covers, stems and, since September 2025, the Suno Studio workstation",
    udio: "Extend, remix and inpainting of selected sections; stem downloads since v1.5",
    winner: "suno",
  },
  {
    feature: "Downloading audio for a video (late October 2025)",
    suno: "Paid plans download songs with commercial-use rights",
    udio: "Downloads paused on October 29, 2025 after the UMG settlement, apart from a short re-download window",
    winner: "suno",
  },
]

export const audiences: FeatureCardItem[] = [
  {
    title: "Pick Suno if you want finished songs fast",
    description:
      "Content creators, podcasters and first-time songwriters who need a complete, structured track from a short prompt, then want to move straight on to the video.",
  },
  {
    title: "Pick Udio if you like to sculpt sound",
    description:
      "Producers and experienced prompt writers who enjoy adjusting settings, regenerating single sections and chasing a particular vocal texture.",
  },
  {
    title: "Songwriters with finished lyrics",
    description:
      "Both tools accept your own lyrics. Suno keeps long lyric sheets in one piece more easily; Udio rewards line-by-line refinement.",
  },
  {
    title: "Producers who work in a DAW",
    description:
      "Suno Studio and stem exports suit a layered workflow. Udio stems are useful too, but check its current download terms first.",
  },
  {
    title: "Music-video creators on a deadline",
    description:
      "What matters is a clean, downloadable master you are allowed to publish. As of late October 2025 that points to Suno for new projects.",
  },
  {
    title: "Use both",
    description:
      "Plenty of creators sketch ideas in one tool and finish in the other. Syncreel takes the final audio file either way.",
  },
]

export const timeline: TimelineEvent[] = [
  {
    date: "December 2023",
    title: "Suno opens to the public",
    description: "Suno launches its web app and an integration with Microsoft Copilot.",
  },
  {
    date: "March 2024",
    title: "Suno v3",
    description: "Longer, more coherent songs bring Suno to a much wider audience.",
  },
  {
    date: "April 2024",
    title: "Udio launches",
    description:
      "Founded by former Google DeepMind researchers, Udio opens a public beta and draws attention for its vocal realism.",
  },
  {
    date: "May 2024",
    title: "Suno raises $125 million",
    description: "Suno says more than 10 million people have made music with it.",
  },
  {
    date: "June 2024",
    title: "Major labels sue both companies",
    description:
      "Universal, Sony and Warner file copyright suits against Suno and Udio over the music used to train their models.",
  },
  {
    date: "July 2024",
    title: "Udio 1.5",
    description: "Higher-fidelity stereo output, stem downloads and audio-to-audio remixing.",
  },
  {
    date: "November 2024",
    title: "Suno v4",
    description: "Cleaner audio, sharper lyrics and more dynamic song structures.",
  },
  {
    date: "May 2025",
    title: "Suno v4.5",
    description: "Wider genre range, better prompt adherence and songs up to eight minutes long.",
  },
  {
    date: "September 2025",
    title: "Suno v5 and Suno Studio",
    description: "A new flagship model and a browser-based generative audio workstation for editing stems.",
  },
  {
    date: "October 2025",
    title: "Udio settles with Universal Music Group",
    description:
      "The two companies announce a licensed creation and streaming platform for 2026; Udio pauses downloads, prompting user backlash.",
  },
]
