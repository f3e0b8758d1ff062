import { Clapperboard, Download, LayoutTemplate, type LucideIcon, Mic2, Sparkles, Zap } from "lucide-react"
import type { Feature } from "#app/content/features.ts"

/** Each feature's icon: drawn by the components, so the features' words can travel as data. */
export const featureIcons: Record<Feature["slug"], LucideIcon> = {
  "lightning-fast": Zap,
  "perfect-sync": Clapperboard,
  "lip-sync": Mic2,
  "multiple-formats": LayoutTemplate,
  "ai-enhancement": Sparkles,
  "instant-export": Download,
}
