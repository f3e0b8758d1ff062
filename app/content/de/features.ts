import type * as en from "#app/content/features.ts"
import { features as english } from "#app/content/features.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const words: Record<en.Feature["slug"], { title: string; description: string }> = {
  "lightning-fast": {
    title: "Blitzschnell",
    description: "Lade einen Track hoch und erhalte in unter 5 Minuten ein fertiges Musikvideo – gerendert wird rund um die Uhr.",
  },
  "perfect-sync": {
    title: "Perfekte Synchronisation",
    description:
      "Schnitte, Kamerafahrten und Effekte sitzen auf dem Beat, weil jede Szene auf den Rhythmus deines Tracks abgestimmt ist.",
  },
  "lip-sync": {
    title: "Lip-Sync",
    description: `Sänger bewegen die Lippen zu jedem Wort deines Gesangs – mit ${formatShare(LIP_SYNC_ACCURACY, "de")} Lip-Sync-Genauigkeit und in über ${formatNumber(LANGUAGES, "de")} Sprachen.`,
  },
  "multiple-formats": {
    title: "Mehrere Formate",
    description: "Exportiere hochkant in 9:16, quer in 16:9 oder quadratisch in 1:1 – fertig für TikTok, YouTube und Instagram.",
  },
  "ai-enhancement": {
    title: "KI-Optimierung",
    description:
      "Wähle einen Stil und lass die KI jedes Bild ausleuchten, farblich abstimmen und hochskalieren – den Feinschliff machst du danach Bild für Bild.",
  },
  "instant-export": {
    title: "Sofort-Export",
    description: "Lade dein Video in Full HD ohne Wasserzeichen herunter, sobald es fertig ist – als MP4, MOV oder WebM.",
  },
}

export const features: typeof en.features = english.map((feature) => ({ ...feature, ...words[feature.slug] }))

export const featuresSectionText: typeof en.featuresSectionText = {
  eyebrow: "Funktionen",
  title: "Alles, was dein Song braucht, um gesehen zu werden",
  lead: "Vom ersten Beat bis zum fertigen Export übernimmt die KI die schwierigen Teile – und du behältst die Kontrolle.",
  learnMore: "Mehr erfahren",
  learnMoreAbout: (title) => ` über ${title}`,
  startCreating: "Jetzt loslegen",
  viewExamples: "Beispiele ansehen",
}
