import type * as en from "#app/content/landing-pages.ts"
import { translateLandingPages } from "#app/content/landing-pages.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"

const videos = plural(FREE_VIDEOS, "fr", { one: "vidéo", other: "vidéos" })
const free = `${formatNumber(FREE_VIDEOS, "fr")} ${videos}`
/** "3 premières vidéos": French puts the adjective between the number and the noun. */
const firstFree = `${formatNumber(FREE_VIDEOS, "fr")} ${plural(FREE_VIDEOS, "fr", { one: "première", other: "premières" })} ${videos}`
const lipSync = formatShare(LIP_SYNC_ACCURACY, "fr")
const languages = formatNumber(LANGUAGES, "fr")

export const homePage: typeof en.homePage = {
  path: "/",
  hero: {
    title: "La meilleure IA pour créer vos clips musicaux",
    subtitle:
      "Transformez n'importe quel morceau en clip avec synchronisation labiale en moins de 5 minutes : coupes sur le rythme, vertical, horizontal ou carré, en Full HD et sans filigrane.",
  },
  title: "Clip musical IA : la meilleure IA pour vos morceaux",
  description: `Transformez n'importe quel morceau en clip avec lip-sync en quelques minutes. Vertical, horizontal ou carré, Full HD, sans filigrane. ${free} offertes.`,
}

export const landingPages: typeof en.landingPages = translateLandingPages({
  "/suno-music-video": {
    hero: {
      title: "Transformez vos chansons Suno en clips",
      subtitle:
        "Téléchargez votre morceau depuis Suno, importez-le ici et obtenez un clip avec un chanteur qui articule chaque mot, monté sur le rythme de votre chanson.",
    },
    title: "Clip pour chansons Suno : un clip vidéo en quelques minutes",
    description: `Créez un clip pour n'importe quelle chanson Suno en moins de 5 minutes : chanteurs synchronisés, coupes en rythme, Full HD sans filigrane. ${free} offertes.`,
  },
  "/udio-music-video": {
    hero: {
      title: "Des clips pour vos morceaux Udio",
      subtitle:
        "Donnez à vos créations Udio les images qu'elles méritent : importez le morceau, choisissez un style et exportez un clip synchronisé pour YouTube, TikTok ou Instagram.",
    },
    title: "Clip pour morceaux Udio : des images pour votre musique",
    description:
      "Créez un clip synchronisé sur les lèvres à partir de n'importe quel morceau Udio en quelques minutes. Vertical, horizontal ou carré, Full HD, sans filigrane.",
  },
  "/ai-music-video": {
    hero: {
      title: "Des clips musicaux par IA, prêts en quelques minutes",
      subtitle:
        "Ni caméra, ni équipe, ni montage : l'IA écoute votre chanson et compose des scènes, des mouvements de caméra et une synchronisation labiale qui suivent chaque temps.",
    },
    title: "Clip musical IA : créez un clip à partir de n'importe quel titre",
    description: `Créez un clip musical par IA à partir de votre chanson en moins de 5 minutes. Scènes en rythme, lip-sync précis à ${lipSync}, plus de ${languages} langues, export HD.`,
  },
  "/ai-music-video-creator": {
    hero: {
      title: "Le créateur de clips par IA pour les artistes",
      subtitle:
        "Créez pour chaque single un clip prêt à sortir : choisissez un style, peaufinez chaque scène image par image et exportez dans tous les formats que regardent vos fans.",
    },
    title: "Créateur de clips musicaux IA pour artistes et créateurs",
    description: `Créez des clips avec l'IA : styles, contrôle image par image et lip-sync dans plus de ${languages} langues. Adopté par ${atLeast(CREATORS, "fr")} créateurs. ${free} offertes.`,
  },
  "/ai-music-video-generator": {
    hero: {
      title: "Générateur de clips musicaux IA gratuit",
      subtitle: `Générez un clip complet à partir d'un seul fichier audio. Vos ${firstFree} sont offertes, sans carte bancaire, et chaque téléchargement est en Full HD.`,
    },
    title: "Générateur de clips IA gratuit : de la chanson au clip",
    description: `Générez par IA un clip à partir de n'importe quelle chanson, ${free} offertes. Lip-sync, coupes sur le rythme, 9:16, 16:9 et 1:1, téléchargement HD en minutes.`,
  },
  "/ai-singers-video": {
    hero: {
      title: "Des chanteurs IA qui interprètent votre chanson",
      subtitle: `Choisissez un chanteur virtuel qui chante vos paroles avec une synchronisation labiale précise à ${lipSync} dans plus de ${languages} langues, puis placez-le dans la scène de votre choix.`,
    },
    title: "Vidéo de chanteurs IA : des chanteurs virtuels synchronisés",
    description: `Créez une vidéo où un chanteur IA interprète votre chanson, synchronisé à ${lipSync} dans plus de ${languages} langues. Full HD, sans filigrane, ${free} offertes.`,
  },
})
