import type { FeatureCardItem } from "../types.ts"

export const exportPresets: FeatureCardItem[] = [
  {
    title: "TikTok, Reels and Shorts",
    description:
      "Vertical 9:16 at 1080x1920, exported as MP4. Use 30 FPS for most performances and 60 FPS for fast motion. Keep it short and open on the hook.",
  },
  {
    title: "YouTube",
    description:
      "Horizontal 16:9 at 1920x1080, exported as MP4. This is the place for the full song, so use the complete track rather than a clip.",
  },
  {
    title: "Instagram and Facebook feed",
    description:
      "Square 1:1 at 1080x1080, exported as MP4. A square video takes up more of the feed than a horizontal one and crops well in grid previews.",
  },
  {
    title: "Further editing",
    description:
      "MOV is the usual choice for editing software. The 10-bit color and 15 to 25 Mbps bitrate leave room for captions, titles and a final grade.",
  },
  {
    title: "Your own website",
    description:
      "WebM plays in most modern browsers, which suits a background or hero video on an artist page. Keep the MP4 as a fallback for older devices.",
  },
]
