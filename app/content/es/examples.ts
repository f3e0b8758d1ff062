import type * as en from "#app/content/examples.ts"
import { examples as english, secondsInWords } from "#app/content/examples.ts"

// Titles are the songs' names and stay as they are; the cues keep the English timings.
const words: Record<en.ExampleVideo["slug"], Pick<en.ExampleVideo, "description" | "style" | "genre"> & { captions: string[] }> =
  {
    "neon-nights": {
      description:
        "Un himno synthwave convertido en un paseo nocturno en auto por una ciudad de letreros de neón, con cada corte en un golpe de caja.",
      style: "Cyberpunk",
      genre: "Synthwave",
      captions: ["[Música synthwave: un bajo palpitante, cálidos acordes de sintetizador y un ritmo de batería constante]"],
    },
    "golden-hour-ballad": {
      description: "Una balada acústica lenta en un campo al atardecer, con un cantante en lip-sync y una luz suave y cálida.",
      style: "Cinematográfico",
      genre: "Pop acústico",
      captions: ["[Balada acústica lenta: acordes suaves y un pulso delicado]"],
    },
    "lo-fi-study-session": {
      description:
        "El loop de una ventana con lluvia para un beat tranquilo, hecho también en video vertical para TikTok y Reels.",
      style: "Anime",
      genre: "Lo-Fi Hip Hop",
      captions: ["[Hip hop lo-fi: acordes suaves sobre un ritmo relajado]"],
    },
    "festival-drop": {
      description:
        "Láseres, multitudes y luces estroboscópicas que estallan en cada drop de un tema EDM, en versión cuadrada y panorámica.",
      style: "Concierto",
      genre: "EDM",
      captions: ["[EDM: bombo en cada tiempo, acordes brillantes y hi-hats abiertos]"],
    },
  }

export const examples: typeof en.examples = english.map((example) => {
  const { captions, ...text } = words[example.slug]
  return { ...example, ...text, captions: example.captions.map((cue, i) => ({ ...cue, text: captions[i]! })) }
})

export const examplesSectionText: typeof en.examplesSectionText = {
  eyebrow: "Ejemplos",
  title: "Entra una canción, sale un videoclip",
  lead: "Cuatro canciones, cuatro estilos. Cada adelanto está editado sobre su propia banda sonora: dale play y mira cómo las imágenes se mueven al ritmo.",
  stillAlt: (title) => `Fotograma del video de ejemplo ${title}`,
  durationLabel: "Duración ",
  tagsLabel: "Etiquetas",
  watchFullVideo: "Ver el video completo",
  moreAboutVideo: "Más sobre este video",
  playerLabel: (title) => `Video de ejemplo ${title}`,
  previewOf: (duration) => `Adelanto de un videoclip de ${duration}`,
}

export const watchPageText: typeof en.watchPageText = {
  metaTitle: (title, genre) => `${title}: un videoclip de ${genre} hecho con IA`,
  metaDescription: (description) => `${description} Míralo con subtítulos y luego crea uno parecido.`,
  badge: "Videoclip de ejemplo",
  playerLabel: (title) => `Video de ejemplo ${title}`,
  play: (title) => `Reproducir ${title}`,
  previewSentence: (seconds, duration) =>
    `Lo que ves arriba es un adelanto de ${secondsInWords(seconds, "es")} del video completo de ${duration}, editado sobre su propia banda sonora.`,
  makeOneLikeThis: "Crea uno así",
  opensInNewTab: "Abre la app en una pestaña nueva",
  transcript: "Transcripción",
  transcriptIntro: "El adelanto es instrumental: no tiene letra ni narración. Sus subtítulos describen la música.",
  cueTo: " a ",
  about: "Sobre este video",
  facts: {
    style: "Estilo",
    genre: "Género",
    duration: "Duración",
    madeFrom: "Hecho a partir de",
    format: "Formato",
    captions: "Subtítulos",
  },
  previewValue: (clip) => `adelanto de ${clip}`,
  madeFromValue: (duration) => `un tema de ${duration}`,
  captionsLanguage: "Español",
  moreExamples: "Más ejemplos",
  watch: "Ver",
}
