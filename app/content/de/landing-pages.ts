import type * as en from "#app/content/landing-pages.ts"
import { translateLandingPages } from "#app/content/landing-pages.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"

const free = `${formatNumber(FREE_VIDEOS, "de")} ${plural(FREE_VIDEOS, "de", { one: "Video", other: "Videos" })}`
const lipSync = formatShare(LIP_SYNC_ACCURACY, "de")
const languages = formatNumber(LANGUAGES, "de")

export const homePage: typeof en.homePage = {
  path: "/",
  hero: {
    title: "Die beste KI für Musikvideos",
    subtitle:
      "Mach aus jedem Track in unter 5 Minuten ein lippensynchrones Musikvideo: Schnitte im Takt, hoch, quer oder quadratisch, in Full HD und ohne Wasserzeichen.",
  },
  title: "KI-Musikvideo erstellen: die beste KI für deine Songs",
  description: `Mach aus jedem Track in wenigen Minuten ein lippensynchrones Musikvideo. Hoch, quer oder quadratisch, Full HD, ohne Wasserzeichen. Die ersten ${free} gratis.`,
}

export const landingPages: typeof en.landingPages = translateLandingPages({
  "/suno-music-video": {
    hero: {
      title: "Mach aus deinen Suno-Songs Musikvideos",
      subtitle:
        "Lade deinen Track bei Suno herunter, hier hoch und erhalte ein Musikvideo mit einer Sängerin oder einem Sänger, der jedes Wort mitsingt, geschnitten im Takt deines Songs.",
    },
    title: "Suno-Musikvideo erstellen: Videos für deine Suno-Songs",
    description: `Erstelle in unter 5 Minuten ein Musikvideo zu jedem Suno-Song: lippensynchrone Sänger, Schnitte im Takt, Full HD ohne Wasserzeichen. Die ersten ${free} gratis.`,
  },
  "/udio-music-video": {
    hero: {
      title: "Musikvideos für deine Udio-Tracks",
      subtitle:
        "Gib deinen Udio-Tracks die Bilder, die sie verdienen: Track hochladen, Stil wählen und ein lippensynchrones Video für YouTube, TikTok oder Instagram exportieren.",
    },
    title: "Udio-Musikvideo erstellen: Bilder für deine Udio-Tracks",
    description:
      "Erstelle in wenigen Minuten ein lippensynchrones Musikvideo aus jedem Udio-Track. Hoch, quer oder quadratisch, Full HD, ohne Wasserzeichen. Gratis starten.",
  },
  "/ai-music-video": {
    hero: {
      title: "KI-Musikvideos, in Minuten gemacht",
      subtitle:
        "Keine Kamera, keine Crew, keine Schnittkenntnisse: Die KI hört deinen Song und baut Szenen, Kamerafahrten und Lippensynchronität, die jedem Beat folgen.",
    },
    title: "KI-Musikvideo: Mach aus jedem Song ein Musikvideo",
    description: `Erstelle in unter 5 Minuten ein KI-Musikvideo zu deinem Song. Szenen im Takt, ${lipSync} Lip-Sync-Genauigkeit, über ${languages} Sprachen, HD ohne Wasserzeichen.`,
  },
  "/ai-music-video-creator": {
    hero: {
      title: "Der KI-Musikvideo-Creator für Artists",
      subtitle:
        "Erstelle für jede Single ein veröffentlichungsreifes Video: Stil wählen, jede Szene Bild für Bild verfeinern und in jedem Format exportieren, das deine Fans schauen.",
    },
    title: "KI-Musikvideo-Creator für Artists und Creator",
    description: `Musikvideos mit KI erstellen: Stile, Kontrolle Bild für Bild und Lip-Sync in über ${languages} Sprachen. ${atLeast(CREATORS, "de")} Creator vertrauen uns. ${free} gratis.`,
  },
  "/ai-music-video-generator": {
    hero: {
      title: "Kostenloser KI-Musikvideo-Generator",
      subtitle: `Erzeuge ein komplettes Musikvideo aus einer einzigen Audiodatei. Deine ersten ${free} sind gratis, ohne Kreditkarte, und jeder Download ist in Full HD.`,
    },
    title: "KI-Musikvideo-Generator gratis: vom Song zum Video in Minuten",
    description: `Erzeuge mit KI ein Musikvideo aus jedem Song, die ersten ${free} gratis. Lip-Sync, Schnitte im Takt, 9:16, 16:9 und 1:1, HD-Download in wenigen Minuten.`,
  },
  "/ai-singers-video": {
    hero: {
      title: "KI-Sänger, die deinen Song performen",
      subtitle: `Besetze einen virtuellen Sänger, der deine Lyrics mit ${lipSync} Lip-Sync-Genauigkeit in über ${languages} Sprachen singt, und stell ihn in jede Szene, die du dir vorstellst.`,
    },
    title: "Video mit KI-Sängern: lippensynchrone virtuelle Sänger",
    description: `Erstelle ein Video, in dem ein KI-Sänger deinen Song performt, lippensynchron mit ${lipSync} Genauigkeit in über ${languages} Sprachen. Full HD, ${free} gratis.`,
  },
})
