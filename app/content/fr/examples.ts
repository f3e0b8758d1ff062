import type * as en from "#app/content/examples.ts"
import { examples as english, secondsInWords } from "#app/content/examples.ts"

// Titles are the songs' names and stay as they are; the cues keep the English timings.
const words: Record<en.ExampleVideo["slug"], Pick<en.ExampleVideo, "description" | "style" | "genre"> & { captions: string[] }> =
  {
    "neon-nights": {
      description:
        "Un hymne synthwave devenu une virée nocturne dans une ville d’enseignes au néon, chaque coupe calée sur la caisse claire.",
      style: "Cyberpunk",
      genre: "Synthwave",
      captions: [
        "[Musique synthwave\u202f: une basse pulsée, des accords de synthé chaleureux et un rythme de batterie régulier]",
      ],
    },
    "golden-hour-ballad": {
      description:
        "Une ballade acoustique lente dans un champ au coucher du soleil, avec un chanteur en lip-sync et une lumière douce et chaude.",
      style: "Cinématographique",
      genre: "Pop acoustique",
      captions: ["[Ballade acoustique lente\u202f: accords doux et pulsation légère]"],
    },
    "lo-fi-study-session": {
      description:
        "Une boucle de fenêtre ruisselante de pluie pour accompagner un beat tranquille, aussi déclinée en vidéo verticale pour TikTok et Reels.",
      style: "Anime",
      genre: "Hip-hop lo-fi",
      captions: ["[Hip-hop lo-fi\u202f: accords feutrés sur un beat détendu]"],
    },
    "festival-drop": {
      description:
        "Lasers, foule et stroboscopes qui éclatent à chaque drop d’un morceau EDM, montés en format carré et en format large.",
      style: "Concert",
      genre: "EDM",
      captions: ["[EDM\u202f: grosse caisse sur chaque temps, accords brillants et charleston ouvert]"],
    },
  }

export const examples: typeof en.examples = english.map((example) => {
  const { captions, ...text } = words[example.slug]
  return { ...example, ...text, captions: example.captions.map((cue, i) => ({ ...cue, text: captions[i]! })) }
})

export const examplesSectionText: typeof en.examplesSectionText = {
  eyebrow: "Exemples",
  title: "Un morceau en entrée, un clip en sortie",
  lead: "Quatre chansons, quatre styles. Chaque extrait est monté sur sa propre bande-son\u202f: lancez la lecture et regardez les images bouger en rythme.",
  stillAlt: (title) => `Image extraite de la vidéo d’exemple ${title}`,
  durationLabel: "Durée ",
  tagsLabel: "Étiquettes",
  watchFullVideo: "Voir la vidéo complète",
  moreAboutVideo: "En savoir plus sur cette vidéo",
  playerLabel: (title) => `Vidéo d’exemple ${title}`,
  previewOf: (duration) => `Extrait d’un clip de ${duration}`,
}

export const watchPageText: typeof en.watchPageText = {
  // "un clip synthwave": a genre is a common noun inside the sentence; an acronym ("EDM") keeps its capitals.
  metaTitle: (title, genre) =>
    `${title}\u202f: un clip ${genre.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())} créé avec l’IA`,
  metaDescription: (description) => `${description} Regardez-le avec ses sous-titres, puis créez le vôtre.`,
  badge: "Clip d’exemple",
  playerLabel: (title) => `Vidéo d’exemple ${title}`,
  play: (title) => `Lire ${title}`,
  previewSentence: (seconds, duration) =>
    `Ci-dessus, un extrait de ${secondsInWords(seconds, "fr")} de la vidéo complète (${duration}), monté sur sa propre bande-son.`,
  makeOneLikeThis: "Créer un clip comme celui-ci",
  opensInNewTab: "Ouvre l’application dans un nouvel onglet",
  transcript: "Transcription",
  transcriptIntro: "L’extrait est instrumental\u202f: il n’a ni paroles ni narration. Ses sous-titres décrivent la musique.",
  cueTo: " à ",
  about: "À propos de cette vidéo",
  facts: {
    style: "Style",
    genre: "Genre",
    duration: "Durée",
    madeFrom: "Réalisé à partir de",
    format: "Format",
    captions: "Sous-titres",
  },
  previewValue: (clip) => `extrait de ${clip}`,
  madeFromValue: (duration) => `un morceau de ${duration}`,
  captionsLanguage: "Français",
  moreExamples: "Autres exemples",
  watch: "Regarder",
}
