import type * as en from "#app/content/showcase.ts"
import { translateScreenshots } from "#app/content/showcase.ts"

export const screenshots: typeof en.screenshots = translateScreenshots({
  "frame-by-frame-control": {
    title: "Kontrolle Bild für Bild",
    description: "Geh jedes Bild auf der Timeline durch und gib einzelnen Szenen einen neuen Prompt, ohne den Rest anzufassen.",
    alt: "Die Timeline des Editors mit Szenen-Vorschaubildern, der Wellenform des Tracks und einem ausgewählten Bild zum Bearbeiten",
  },
  "real-time-preview": {
    title: "Vorschau in Echtzeit",
    description:
      "Sieh das Video schon beim Rendern zu deinem Track laufen und entdecke einen falschen Schnitt noch vor dem Export.",
    alt: "Der Vorschau-Player mit einer gerenderten Szene, Wiedergabesteuerung und der Lip-Sync-Spur darunter",
  },
  "smart-asset-library": {
    title: "Smarte Asset-Bibliothek",
    description: "Bewahre Sänger, Stile und Szenen in einer Bibliothek auf und nutze sie für jede Veröffentlichung wieder.",
    alt: "Ein Raster gespeicherter Figuren, Stile und Szenen in der Bibliothek, mit Filtern auf der linken Seite",
  },
  "quick-video-generation": {
    title: "Schnelle Videoerstellung",
    description: "Track hochladen, Stil und Format wählen und in unter 5 Minuten ein fertiges Video bekommen.",
    alt: "Das Formular für ein neues Video mit hochgeladenem Track, Stilauswahl und den Formaten 9:16, 16:9 und 1:1",
  },
})
