import type * as en from "#app/content/examples.ts"
import { examples as english, secondsInWords } from "#app/content/examples.ts"

// Titles are the songs' names and stay as they are; the cues keep the English timings.
const words: Record<en.ExampleVideo["slug"], Pick<en.ExampleVideo, "description" | "style" | "genre"> & { captions: string[] }> =
  {
    "neon-nights": {
      description:
        "Un inno synthwave trasformato in un viaggio notturno in auto tra le insegne al neon di una città, con ogni taglio sul rullante.",
      style: "Cyberpunk",
      genre: "Synthwave",
      captions: ["[Musica synthwave: un basso pulsante, caldi accordi di synth e un ritmo di batteria costante]"],
    },
    "golden-hour-ballad": {
      description:
        "Una ballata acustica lenta ambientata in un campo al tramonto, con un cantante in lip-sync e una luce calda e morbida.",
      style: "Cinematografico",
      genre: "Pop acustico",
      captions: ["[Ballata acustica lenta: accordi morbidi e un battito delicato]"],
    },
    "lo-fi-study-session": {
      description:
        "Il loop di una finestra sotto la pioggia per un beat rilassato, realizzato anche in verticale per TikTok e Reels.",
      style: "Anime",
      genre: "Lo-Fi Hip Hop",
      captions: ["[Hip hop lo-fi: accordi morbidi su un beat rilassato]"],
    },
    "festival-drop": {
      description:
        "Laser, folla e luci stroboscopiche che esplodono a ogni drop di un brano EDM, in versione quadrata e panoramica.",
      style: "Concerto",
      genre: "EDM",
      captions: ["[EDM: cassa dritta, accordi brillanti e hi-hat aperti]"],
    },
  }

export const examples: typeof en.examples = english.map((example) => {
  const { captions, ...text } = words[example.slug]
  return { ...example, ...text, captions: example.captions.map((cue, i) => ({ ...cue, text: captions[i]! })) }
})

export const examplesSectionText: typeof en.examplesSectionText = {
  eyebrow: "Esempi",
  title: "Entra un brano, esce un video musicale",
  lead: "Quattro canzoni, quattro stili. Ogni anteprima è montata sulla sua colonna sonora: premi play e guarda le immagini muoversi a tempo.",
  stillAlt: (title) => `Fotogramma del video di esempio ${title}`,
  durationLabel: "Durata ",
  tagsLabel: "Tag",
  watchFullVideo: "Guarda il video completo",
  moreAboutVideo: "Scopri di più su questo video",
  playerLabel: (title) => `Video di esempio ${title}`,
  previewOf: (duration) => `Anteprima di un video musicale di ${duration}`,
}

export const watchPageText: typeof en.watchPageText = {
  metaTitle: (title, genre) => `${title}: video musicale ${genre} creato con l’IA`,
  metaDescription: (description) => `${description} Guardalo con i sottotitoli, poi creane uno simile.`,
  badge: "Video musicale di esempio",
  playerLabel: (title) => `Video di esempio ${title}`,
  play: (title) => `Riproduci ${title}`,
  previewSentence: (seconds, duration) =>
    `Quella che vedi qui sopra è un’anteprima di ${secondsInWords(seconds, "it")} del video completo di ${duration}, montata sulla sua colonna sonora.`,
  makeOneLikeThis: "Creane uno così",
  opensInNewTab: "Apre l’app in una nuova scheda",
  transcript: "Trascrizione",
  transcriptIntro: "L’anteprima è strumentale: non ha testo né voce narrante. I sottotitoli descrivono la musica.",
  cueTo: " a ",
  about: "Informazioni sul video",
  facts: {
    style: "Stile",
    genre: "Genere",
    duration: "Durata",
    madeFrom: "Tratto da",
    format: "Formato",
    captions: "Sottotitoli",
  },
  previewValue: (clip) => `anteprima di ${clip}`,
  madeFromValue: (duration) => `un brano di ${duration}`,
  captionsLanguage: "Italiano",
  moreExamples: "Altri esempi",
  watch: "Guarda",
}
