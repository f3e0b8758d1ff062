import type * as en from "#app/content/home-sections-copy.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY, SATISFACTION } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { freeTrial } from "#app/content/free-trial.server.ts"

const videos = plural(FREE_VIDEOS, "fr", { one: "vidéo", other: "vidéos" })
/** "3 premières vidéos": French puts the adjective between the number and the noun. */
const firstFree = `${formatNumber(FREE_VIDEOS, "fr")} ${plural(FREE_VIDEOS, "fr", { one: "première", other: "premières" })} ${videos}`

export const heroCopy: typeof en.heroCopy = {
  badge: "N°\u00a01 du clip musical par IA",
  cta: "Commencer",
  worksWith: "Compatible avec les chansons créées sur {suno} et {udio}, ou tout fichier MP3 ou WAV",
  promises: [freeTrial("fr"), "Sans filigrane", "Qualité HD", "Téléchargement immédiat", "Traitement 24\u00a0h/24, 7\u00a0j/7"],
  stats: [
    { value: atLeast(CREATORS, "fr"), label: "créateurs" },
    { value: formatShare(SATISFACTION, "fr"), label: "de satisfaction" },
    { value: formatShare(LIP_SYNC_ACCURACY, "fr"), label: "de précision du lip-sync" },
    { value: atLeast(LANGUAGES, "fr"), label: "langues" },
  ],
  pauseVideo: "Mettre en pause la vidéo d’arrière-plan",
  playVideo: "Lire la vidéo d’arrière-plan",
}

export const demoCopy: typeof en.demoCopy = {
  eyebrow: "Démo",
  title: "Syncreel en action",
  lead: "Regardez un morceau devenir un clip terminé\u202f: importez, choisissez un style, vérifiez l’aperçu en rythme et exportez.",
  playLabel: "Lire la vidéo de présentation du produit",
  videoTitle: "Présentation de Syncreel",
}

export const showcaseCopy: typeof en.showcaseCopy = {
  eyebrow: "Interface",
  title: "Un studio qui tient dans un onglet de navigateur",
  lead: "Tous les outils pour réaliser votre clip, organisés pour que le premier vous prenne quelques minutes, sans tutoriel.",
  viewLarger: "{title}\u202f: agrandir",
}

export const testimonialsCopy: typeof en.testimonialsCopy = {
  eyebrow: "Témoignages",
  title: `Adopté par ${atLeast(CREATORS, "fr")} créateurs`,
  lead: "Artistes, producteurs, agences et enseignants s’en servent pour mettre chaque sortie en images.",
  rating: "Noté {rating} sur 5",
  quote: "«\u202f{quote}\u202f»",
}

export const closingCopy: typeof en.closingCopy = {
  title: "Votre prochaine sortie mérite un clip",
  lead: `Vos ${firstFree} sont offertes, sans carte bancaire. Prêtes en moins de 5 minutes, en HD et sans filigrane.`,
  start: "Commencer à créer",
  watchDemo: "Voir la démo",
  alsoOn: "Aussi sur votre téléphone et dans votre navigateur",
  webApp: "Ouvrir l’application web",
}

export const storeBadges: typeof en.storeBadges = {
  ios: "Télécharger dans l’",
  android: "Disponible sur",
  newTab: "(s’ouvre dans un nouvel onglet)",
}
