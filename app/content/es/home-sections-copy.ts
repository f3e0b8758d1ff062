import type * as en from "#app/content/home-sections-copy.ts"
import { CREATORS, LANGUAGES, LIP_SYNC_ACCURACY, SATISFACTION } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"
import { freeTrial, freeVideos } from "#app/content/free-trial.server.ts"

export const heroCopy: typeof en.heroCopy = {
  badge: "N.º 1 en videoclips con IA",
  cta: "Empezar",
  worksWith: "Funciona con canciones creadas en {suno} y {udio}, o con cualquier MP3 o WAV",
  promises: [freeTrial("es"), "Sin marca de agua", "Calidad HD", "Descarga inmediata", `Procesamiento ${roundTheClock("es")}`],
  stats: [
    { value: atLeast(CREATORS, "es"), label: "creadores" },
    { value: formatShare(SATISFACTION, "es"), label: "satisfacción" },
    { value: formatShare(LIP_SYNC_ACCURACY, "es"), label: "precisión del lip-sync" },
    { value: atLeast(LANGUAGES, "es"), label: "idiomas" },
  ],
  pauseVideo: "Pausar el video de fondo",
  playVideo: "Reproducir el video de fondo",
}

export const demoCopy: typeof en.demoCopy = {
  eyebrow: "Demo",
  title: "Míralo en acción",
  lead: "Mira cómo una canción se convierte en un video musical terminado: súbela, elige un estilo, revisa la vista previa al ritmo y exporta.",
  playLabel: "Reproducir el video de demostración del producto",
  videoTitle: "Syncreel: recorrido por el producto",
}

export const showcaseCopy: typeof en.showcaseCopy = {
  eyebrow: "Interfaz",
  title: "Un estudio que cabe en una pestaña del navegador",
  lead: "Todas las herramientas para dirigir tu video, organizadas para que el primero te lleve minutos, no un tutorial.",
  viewLarger: "{title}: ver en grande",
}

export const testimonialsCopy: typeof en.testimonialsCopy = {
  eyebrow: "Testimonios",
  title: `${atLeast(CREATORS, "es")} creadores ya lo adoran`,
  lead: "Artistas, productores, agencias y docentes lo usan para llevar cada lanzamiento a la pantalla.",
  rating: "Calificación: {rating} de 5",
  quote: "“{quote}”",
}

export const closingCopy: typeof en.closingCopy = {
  title: "Tu próximo lanzamiento merece un video musical",
  lead: `Crea tus primeros ${freeVideos("es")} gratis, sin tarjeta de crédito. Listos en menos de 5 minutos, en HD y sin marca de agua.`,
  start: "Empieza a crear ahora",
  watchDemo: "Ver la demo",
  alsoOn: "También en tu celular y en tu navegador",
  webApp: "Abrir la app web",
}

export const storeBadges: typeof en.storeBadges = {
  ios: "Descárgalo en",
  android: "Disponible en",
  newTab: "(se abre en una pestaña nueva)",
}
