import type * as en from "#app/content/features.ts"
import { features as english } from "#app/content/features.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const words: Record<en.Feature["slug"], { title: string; description: string }> = {
  "lightning-fast": {
    title: "Ultra-rapide",
    description:
      "Importez un morceau et recevez un clip fini en moins de 5 minutes\u202f: le rendu tourne 24\u00a0h/24, 7\u00a0j/7.",
  },
  "perfect-sync": {
    title: "Synchronisation parfaite",
    description: "Coupes, mouvements de caméra et effets tombent sur le temps, car chaque scène suit le rythme de votre morceau.",
  },
  "lip-sync": {
    title: "Lip-sync",
    description: `Les chanteurs articulent chaque mot de vos paroles avec une précision de lip-sync de ${formatShare(LIP_SYNC_ACCURACY, "fr")}, dans plus de ${formatNumber(LANGUAGES, "fr")} langues.`,
  },
  "multiple-formats": {
    title: "Formats multiples",
    description:
      "Exportez votre clip en vertical 9:16, en horizontal 16:9 ou en carré 1:1, prêt pour TikTok, YouTube et Instagram.",
  },
  "ai-enhancement": {
    title: "Amélioration par IA",
    description:
      "Choisissez un style et laissez l’IA éclairer, étalonner et augmenter la définition de chaque image, puis peaufinez le résultat image par image.",
  },
  "instant-export": {
    title: "Export instantané",
    description: "Téléchargez votre vidéo en Full HD sans filigrane dès qu’elle est prête, en MP4, MOV ou WebM.",
  },
}

export const features: typeof en.features = english.map((feature) => ({ ...feature, ...words[feature.slug] }))

export const featuresSectionText: typeof en.featuresSectionText = {
  eyebrow: "Fonctionnalités",
  title: "Tout ce qu’il faut pour que votre chanson se voie",
  lead: "Du premier temps à l’export final, l’IA se charge du plus difficile et vous gardez la main.",
  learnMore: "En savoir plus",
  learnMoreAbout: (title) => ` sur ${title}`,
  startCreating: "Commencer à créer",
  viewExamples: "Voir les exemples",
}
