import type * as en from "#app/content/features.ts"
import { features as english } from "#app/content/features.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const words: Record<en.Feature["slug"], { title: string; description: string }> = {
  "lightning-fast": {
    title: "Ultrarrápido",
    description: `Sube una canción y recibe un videoclip terminado en menos de 5 minutos, con el renderizado funcionando ${roundTheClock("es")}.`,
  },
  "perfect-sync": {
    title: "Sincronía perfecta",
    description: "Cortes, movimientos de cámara y efectos caen justo en el beat, porque cada escena sigue el ritmo de tu tema.",
  },
  "lip-sync": {
    title: "Lip-sync",
    description: `Los cantantes articulan cada palabra de tu voz con una precisión de lip-sync del ${formatShare(LIP_SYNC_ACCURACY, "es")}, en más de ${formatNumber(LANGUAGES, "es")} idiomas.`,
  },
  "multiple-formats": {
    title: "Varios formatos",
    description: "Exporta en vertical 9:16, horizontal 16:9 o cuadrado 1:1, listo para TikTok, YouTube e Instagram.",
  },
  "ai-enhancement": {
    title: "Mejora con IA",
    description:
      "Elige un estilo y deja que la IA ilumine, corrija el color y aumente la resolución de cada fotograma; después, afina el resultado fotograma a fotograma.",
  },
  "instant-export": {
    title: "Exportación instantánea",
    description: "Descarga el video en Full HD sin marca de agua en cuanto esté listo, en MP4, MOV o WebM.",
  },
}

export const features: typeof en.features = english.map((feature) => ({ ...feature, ...words[feature.slug] }))

export const featuresSectionText: typeof en.featuresSectionText = {
  eyebrow: "Funciones",
  title: "Todo lo que tu canción necesita para que la vean",
  lead: "Del primer beat a la exportación final, la IA se encarga de lo difícil y tú mantienes el control.",
  learnMore: "Más información",
  learnMoreAbout: (title) => ` sobre ${title}`,
  startCreating: "Empieza a crear ahora",
  viewExamples: "Ver ejemplos",
}
