import type * as en from "#app/content/landing-pages.ts"
import { translateLandingPages } from "#app/content/landing-pages.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"

const free = `${formatNumber(FREE_VIDEOS, "it")} ${plural(FREE_VIDEOS, "it", { one: "video", other: "video" })}`
const lipSync = formatShare(LIP_SYNC_ACCURACY, "it")
const languages = formatNumber(LANGUAGES, "it")

export const homePage: typeof en.homePage = {
  path: "/",
  hero: {
    title: "La migliore IA per creare video musicali",
    subtitle:
      "Trasforma qualsiasi brano in un video musicale con lip-sync in meno di 5 minuti: tagli a tempo, verticale, orizzontale o quadrato, in Full HD e senza filigrana.",
  },
  title: "Video musicali con IA: la migliore IA per i tuoi brani",
  description: `Trasforma ogni brano in un video musicale con lip-sync in pochi minuti. Verticale, orizzontale o quadrato, Full HD, senza filigrana. I primi ${free} gratis.`,
}

export const landingPages: typeof en.landingPages = translateLandingPages({
  "/suno-music-video": {
    hero: {
      title: "Trasforma le tue canzoni Suno in video musicali",
      subtitle:
        "Scarica il brano da Suno, caricalo qui e ottieni un video musicale con un cantante che pronuncia ogni parola, montato sul ritmo della tua canzone.",
    },
    title: "Video musicale per canzoni Suno: il videoclip in pochi minuti",
    description: `Crea un video musicale per qualsiasi canzone Suno in meno di 5 minuti: cantanti in lip-sync, tagli a tempo, Full HD senza filigrana. Primi ${free} gratis.`,
  },
  "/udio-music-video": {
    hero: {
      title: "Video musicali per i tuoi brani Udio",
      subtitle:
        "Dai alle tue creazioni Udio le immagini che meritano: carica il brano, scegli uno stile ed esporta un video in lip-sync per YouTube, TikTok o Instagram.",
    },
    title: "Video musicale per brani Udio: dai un volto alla tua musica",
    description:
      "Crea un video musicale in lip-sync da qualsiasi brano Udio in pochi minuti. Verticale, orizzontale o quadrato, Full HD, senza filigrana. Inizia gratis.",
  },
  "/ai-music-video": {
    hero: {
      title: "Video musicali con IA, pronti in pochi minuti",
      subtitle:
        "Niente telecamera, troupe o montaggio: l'IA ascolta la tua canzone e costruisce scene, movimenti di camera e lip-sync che seguono ogni battuta.",
    },
    title: "Video musicale con IA: crea un videoclip da qualsiasi canzone",
    description: `Crea un video musicale con IA dalla tua canzone in meno di 5 minuti. Scene a tempo, lip-sync preciso al ${lipSync}, oltre ${languages} lingue, HD senza filigrana.`,
  },
  "/ai-music-video-creator": {
    hero: {
      title: "Il creatore di video musicali con IA per artisti",
      subtitle:
        "Crea video pronti per l'uscita di ogni singolo: scegli uno stile, rifinisci ogni scena fotogramma per fotogramma ed esporta in tutti i formati dei tuoi fan.",
    },
    title: "Creatore di video musicali con IA per artisti e creator",
    description: `Crea video musicali con l'IA: stili, controllo fotogramma per fotogramma, lip-sync in oltre ${languages} lingue. Scelto da ${atLeast(CREATORS, "it")} creator. Primi ${free} gratis.`,
  },
  "/ai-music-video-generator": {
    hero: {
      title: "Generatore di video musicali con IA gratis",
      subtitle: `Genera un video musicale completo da un solo file audio. I primi ${free} sono gratis, senza carta di credito, e ogni download è in Full HD.`,
    },
    title: "Generatore di video musicali IA gratis: dalla canzone al video",
    description: `Genera con l'IA un video musicale da qualsiasi canzone, gratis per i primi ${free}. Lip-sync, tagli a tempo, 9:16, 16:9 e 1:1, download in HD in pochi minuti.`,
  },
  "/ai-singers-video": {
    hero: {
      title: "Cantanti IA che interpretano la tua canzone",
      subtitle: `Scegli un cantante virtuale che canta i tuoi testi con un lip-sync preciso al ${lipSync} in oltre ${languages} lingue, poi portalo in qualsiasi scena tu immagini.`,
    },
    title: "Video con cantanti IA: cantanti virtuali in lip-sync per te",
    description: `Crea un video in cui un cantante IA interpreta la tua canzone, in lip-sync preciso al ${lipSync} in oltre ${languages} lingue. Full HD, senza filigrana, primi ${free} gratis.`,
  },
})
