import type * as en from "#app/content/landing-pages.ts"
import { translateLandingPages } from "#app/content/landing-pages.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"

const free = `${formatNumber(FREE_VIDEOS, "es")} ${plural(FREE_VIDEOS, "es", { one: "video", other: "videos" })}`
const lipSync = formatShare(LIP_SYNC_ACCURACY, "es")
const languages = formatNumber(LANGUAGES, "es")

export const homePage: typeof en.homePage = {
  path: "/",
  hero: {
    title: "La mejor IA para crear videos musicales",
    subtitle:
      "Convierte cualquier canción en un videoclip con lip-sync en menos de 5 minutos: cortes al ritmo, vertical, horizontal o cuadrado, en Full HD y sin marca de agua.",
  },
  title: "Videos musicales con IA: la mejor IA para tus canciones",
  description: `Convierte cualquier canción en un video musical con lip-sync en minutos. Vertical, horizontal o cuadrado, Full HD, sin marca de agua. ${free} gratis.`,
}

export const landingPages: typeof en.landingPages = translateLandingPages({
  "/suno-music-video": {
    hero: {
      title: "Convierte tus canciones de Suno en videos musicales",
      subtitle:
        "Descarga tu canción de Suno, súbela aquí y recibe un video musical con un cantante que vocaliza cada palabra, montado al ritmo de tu tema.",
    },
    title: "Video musical para canciones de Suno: tu videoclip en minutos",
    description: `Crea un video musical para cualquier canción de Suno en menos de 5 minutos: cantantes con lip-sync, cortes al ritmo, Full HD sin marca de agua. ${free} gratis.`,
  },
  "/udio-music-video": {
    hero: {
      title: "Videos musicales para tus temas de Udio",
      subtitle:
        "Dale a tus creaciones de Udio la imagen que merecen: sube el tema, elige un estilo y exporta un video con lip-sync para YouTube, TikTok o Instagram.",
    },
    title: "Video musical para temas de Udio: pon imagen a tu música",
    description:
      "Crea un video musical con lip-sync a partir de cualquier tema de Udio en minutos. Vertical, horizontal o cuadrado, Full HD, sin marca de agua. Empieza gratis.",
  },
  "/ai-music-video": {
    hero: {
      title: "Videos musicales con IA, listos en minutos",
      subtitle:
        "Sin cámara, sin equipo y sin saber editar: la IA escucha tu canción y crea escenas, movimientos de cámara y lip-sync que siguen cada compás.",
    },
    title: "Video musical con IA: crea un videoclip de cualquier canción",
    description: `Crea un video musical con IA a partir de tu canción en menos de 5 minutos. Escenas al ritmo, lip-sync con un ${lipSync} de precisión, más de ${languages} idiomas, HD.`,
  },
  "/ai-music-video-creator": {
    hero: {
      title: "El creador de videos musicales con IA para artistas",
      subtitle:
        "Crea videos listos para el lanzamiento de cada single: elige un estilo, ajusta cada escena fotograma a fotograma y exporta en todos los formatos que ven tus fans.",
    },
    title: "Creador de videos musicales con IA para artistas y creadores",
    description: `Crea videos musicales con IA: estilos, control fotograma a fotograma y lip-sync en más de ${languages} idiomas. Lo usan ${atLeast(CREATORS, "es")} creadores. ${free} gratis.`,
  },
  "/ai-music-video-generator": {
    hero: {
      title: "Generador de videos musicales con IA gratis",
      subtitle: `Genera un video musical completo a partir de un solo archivo de audio. Tus primeros ${free} son gratis, sin tarjeta de crédito, y cada descarga es Full HD.`,
    },
    title: "Generador de videos musicales con IA gratis: de canción a video",
    description: `Genera con IA un video musical de cualquier canción, gratis tus primeros ${free}. Lip-sync, cortes al ritmo, 9:16, 16:9 y 1:1, descarga en HD en minutos.`,
  },
  "/ai-singers-video": {
    hero: {
      title: "Cantantes con IA que interpretan tu canción",
      subtitle: `Elige un cantante virtual que canta tu letra con un lip-sync de ${lipSync} de precisión en más de ${languages} idiomas, y llévalo a cualquier escena que imagines.`,
    },
    title: "Video con cantantes IA: cantantes virtuales con lip-sync",
    description: `Crea un video de un cantante IA que canta tu canción, con lip-sync de ${lipSync} de precisión en más de ${languages} idiomas. Full HD, sin marca de agua, ${free} gratis.`,
  },
})
