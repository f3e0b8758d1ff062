import type { PlatformStat, TimelineEvent } from "../types.ts"

/** Indicative ranges as of January 2025, synthesized from public industry estimates; not audited data. */
export const segmentStats: PlatformStat[] = [
  {
    platform: "Text-to-song generators",
    marketShare: "35–45% (est.)",
    users: "About 10M people on the leading app by mid-2024 (company-reported)",
    growth: "Fastest-growing segment in 2024",
  },
  {
    platform: "AI production and mastering tools",
    marketShare: "25–35% (est.)",
    users: "Millions of producers and home studios (est.)",
    growth: "Roughly 20–30% a year (est.)",
  },
  {
    platform: "AI voice and vocal tools",
    marketShare: "10–20% (est.)",
    users: "Hard to measure; spread across apps and plugins",
    growth: "Fast, but shaped by voice-likeness laws",
  },
  {
    platform: "AI music visuals and video",
    marketShare: "5–10% (est.)",
    users: "Smallest base, tied to short-form video",
    growth: "Among the fastest, from a small base (est.)",
  },
]

export const marketTimeline: TimelineEvent[] = [
  {
    date: "June 2023",
    title: "Meta releases MusicGen",
    description:
      "An openly available text-to-music research model shows that prompt-based music generation is no longer limited to closed labs.",
  },
  {
    date: "September 2023",
    title: "Stability AI launches Stable Audio",
    description: "A commercial text-to-audio product trained on licensed stock music, aimed at producers and content creators.",
  },
  {
    date: "November 2023",
    title: "Google and YouTube test Dream Track",
    description:
      "A small YouTube Shorts experiment built on Google DeepMind's Lyria model generates short soundtracks in the style of participating artists.",
  },
  {
    date: "December 2023",
    title: "Suno arrives in Microsoft Copilot",
    description: "A plugin brings full-song generation with vocals to a mainstream assistant and to a much wider audience.",
  },
  {
    date: "March 2024",
    title: "Suno v3 and Tennessee's ELVIS Act",
    description:
      "Suno opens its v3 model, with clearly better audio and songs of up to two minutes, to all users. Tennessee passes a law protecting artists' voices from unauthorized AI imitation.",
  },
  {
    date: "April 2024",
    title: "Udio launches publicly",
    description:
      "A second well-funded text-to-song service, started by former Google DeepMind researchers, turns the category into a two-player race.",
  },
  {
    date: "May 2024",
    title: "Suno raises $125 million",
    description:
      "The company says about 10 million people have made music with it, the clearest public signal of consumer demand so far.",
  },
  {
    date: "June 2024",
    title: "Major labels sue Suno and Udio",
    description:
      "Lawsuits coordinated by the RIAA accuse both services of training on copyrighted recordings without permission. Both cases are unresolved as of January 2025.",
  },
  {
    date: "August 2024",
    title: "EU AI Act enters into force",
    description:
      "Obligations phase in over several years, including transparency duties for general-purpose AI models and labeling of AI-generated content.",
  },
  {
    date: "November 2024",
    title: "Suno v4",
    description: "Cleaner audio and stronger song structure narrow the gap between generated tracks and conventional releases.",
  },
  {
    date: "December 2024",
    title: "Creators' societies sound the alarm; video models go public",
    description:
      "A study for CISAC warns that about a quarter of music creators' revenues could be at risk by 2028, while OpenAI releases Sora and Google announces Veo 2.",
  },
  {
    date: "2025",
    title: "What to watch",
    description:
      "Rulings or settlements in the label lawsuits, licensing deals between AI companies and rights holders, the first EU AI Act obligations in August, and tighter integration of music and video generation.",
  },
]
