import type * as en from "#app/content/examples.ts"
import { examples as english, secondsInWords } from "#app/content/examples.ts"

// Titles are the songs' names and stay as they are; the cues keep the English timings.
const words: Record<en.ExampleVideo["slug"], Pick<en.ExampleVideo, "description" | "style" | "genre"> & { captions: string[] }> =
  {
    "neon-nights": {
      description:
        "Eine Synthwave-Hymne als nächtliche Fahrt durch eine Stadt voller Neonschilder – jeder Schnitt sitzt auf der Snare.",
      style: "Cyberpunk",
      genre: "Synthwave",
      captions: [
        "[Synthwave-Musik: eine pulsierende Basslinie, warme Synthesizer-Akkorde und ein gleichmäßiger Schlagzeug-Beat]",
      ],
    },
    "golden-hour-ballad": {
      description:
        "Eine langsame Akustikballade auf einem Feld im Sonnenuntergang, mit einer Figur, die im Lip-Sync singt, und weichem, warmem Licht.",
      style: "Filmisch",
      genre: "Akustik-Pop",
      captions: ["[Langsame Akustikballade: sanfte Akkorde und ein ruhiger Puls]"],
    },
    "lo-fi-study-session": {
      description: "Ein Loop mit verregnetem Fenster für einen entspannten Beat, auch als Hochkant-Video für TikTok und Reels.",
      style: "Anime",
      genre: "Lo-Fi-Hip-Hop",
      captions: ["[Lo-Fi-Hip-Hop: weiche Akkorde über einem entspannten Beat]"],
    },
    "festival-drop": {
      description:
        "Laser, tanzende Menge und Stroboskoplicht, die genau auf jedem Drop eines EDM-Tracks sitzen – geschnitten im Quadrat- und im Breitbildformat.",
      style: "Konzert",
      genre: "EDM",
      captions: ["[EDM: eine Bassdrum auf jedem Schlag, helle Akkorde und offene Hi-Hats]"],
    },
  }

export const examples: typeof en.examples = english.map((example) => {
  const { captions, ...text } = words[example.slug]
  return { ...example, ...text, captions: example.captions.map((cue, i) => ({ ...cue, text: captions[i]! })) }
})

export const examplesSectionText: typeof en.examplesSectionText = {
  eyebrow: "Beispiele",
  title: "Ein Track rein, ein Musikvideo raus",
  lead: "Vier Songs, vier Stile. Jede Vorschau ist auf ihren eigenen Soundtrack geschnitten: Drück auf Play und sieh zu, wie sich die Bilder im Takt bewegen.",
  stillAlt: (title) => `Standbild aus dem Beispielvideo ${title}`,
  durationLabel: "Dauer ",
  tagsLabel: "Tags",
  watchFullVideo: "Ganzes Video ansehen",
  moreAboutVideo: "Mehr über dieses Video",
  playerLabel: (title) => `Beispielvideo ${title}`,
  previewOf: (duration) => `Vorschau eines ${duration} langen Musikvideos`,
}

export const watchPageText: typeof en.watchPageText = {
  metaTitle: (title, genre) => `${title}: ein mit KI erstelltes ${genre}-Musikvideo`,
  metaDescription: (description) => `${description} Sieh es dir mit Untertiteln an und erstelle dann dein eigenes.`,
  badge: "Beispiel-Musikvideo",
  playerLabel: (title) => `Beispielvideo ${title}`,
  play: (title) => `${title} abspielen`,
  previewSentence: (seconds, duration) =>
    `Oben läuft eine Vorschau von ${secondsInWords(seconds, "de")} aus dem ganzen, ${duration} langen Video, geschnitten auf ihren eigenen Soundtrack.`,
  makeOneLikeThis: "Erstelle ein ähnliches Video",
  opensInNewTab: "Öffnet die App in einem neuen Tab",
  transcript: "Transkript",
  transcriptIntro:
    "Die Vorschau ist rein instrumental: ohne Songtext und ohne Erzählstimme. Die Untertitel beschreiben die Musik.",
  cueTo: " bis ",
  about: "Über dieses Video",
  facts: { style: "Stil", genre: "Genre", duration: "Dauer", madeFrom: "Erstellt aus", format: "Format", captions: "Untertitel" },
  previewValue: (clip) => `${clip} (Vorschau)`,
  madeFromValue: (duration) => `einem ${duration} langen Track`,
  captionsLanguage: "Deutsch",
  moreExamples: "Weitere Beispiele",
  watch: "Ansehen",
}
