import type * as en from "#app/content/home-sections-copy.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY, SATISFACTION } from "#app/content/facts.ts"
import { atLeast, formatShare } from "#app/content/fact-format.ts"
import { FREE_VIDEOS, formatNumber } from "#app/content/plans.ts"
import { freeTrial } from "#app/content/free-trial.server.ts"
import { plural } from "#app/i18n/format.ts"

const free = `${formatNumber(FREE_VIDEOS, "de")} ${plural(FREE_VIDEOS, "de", { one: "Video", other: "Videos" })}`

export const heroCopy: typeof en.heroCopy = {
  badge: "Das KI-Musikvideo-Tool Nr.\u00a01",
  cta: "Jetzt starten",
  worksWith: "Funktioniert mit Songs aus {suno} und {udio} oder mit jeder MP3- oder WAV-Datei",
  promises: [freeTrial("de"), "Kein Wasserzeichen", "HD-Qualität", "Sofort-Download", "Verarbeitung rund um die Uhr"],
  stats: [
    { value: atLeast(CREATORS, "de"), label: "Creator" },
    { value: formatShare(SATISFACTION, "de"), label: "Zufriedenheit" },
    { value: formatShare(LIP_SYNC_ACCURACY, "de"), label: "Lip-Sync-Genauigkeit" },
    { value: atLeast(LANGUAGES, "de"), label: "Sprachen" },
  ],
  pauseVideo: "Hintergrundvideo anhalten",
  playVideo: "Hintergrundvideo abspielen",
}

export const demoCopy: typeof en.demoCopy = {
  eyebrow: "Demo",
  title: "So sieht es aus",
  lead: "Sieh zu, wie aus einem Track ein fertiges Musikvideo wird: hochladen, Stil wählen, Vorschau im Takt ansehen und exportieren.",
  playLabel: "Produktvideo abspielen",
  videoTitle: "Syncreel im Überblick",
}

export const showcaseCopy: typeof en.showcaseCopy = {
  eyebrow: "Oberfläche",
  title: "Ein Studio, das in einen Browser-Tab passt",
  lead: "Alle Werkzeuge, die du für dein Video brauchst, so angeordnet, dass dein erstes nur Minuten dauert und kein Tutorial braucht.",
  viewLarger: "{title}: größer ansehen",
}

export const testimonialsCopy: typeof en.testimonialsCopy = {
  eyebrow: "Erfahrungen",
  title: `Beliebt bei ${atLeast(CREATORS, "de")} Creatorn`,
  lead: "Künstler, Produzenten, Agenturen und Lehrkräfte bringen damit jede Veröffentlichung auf den Bildschirm.",
  rating: "Mit {rating} von 5 bewertet",
  quote: "„{quote}“",
}

export const closingCopy: typeof en.closingCopy = {
  title: "Dein nächster Release verdient ein Musikvideo",
  lead: `Deine ersten ${free} sind kostenlos – ganz ohne Kreditkarte. Fertig in unter 5 Minuten, in HD und ohne Wasserzeichen.`,
  start: "Jetzt loslegen",
  watchDemo: "Demo ansehen",
  alsoOn: "Auch auf deinem Handy und im Browser",
  webApp: "Web-App öffnen",
}

export const storeBadges: typeof en.storeBadges = {
  ios: "Laden im",
  android: "Jetzt bei",
  newTab: "(öffnet in einem neuen Tab)",
}
