import type { Locale } from "#app/i18n/locales.ts"
import type { CaptionCue } from "#app/lib/webvtt.ts"

/**
 * The product walkthrough (public/media/demo/walkthrough.mp4, made by scripts/media/videos.ts): four
 * steps of STEP_SECONDS each, every step crossfading into the next over CROSSFADE_SECONDS, with the
 * step's title written on screen in English and a music bed under it. Its captions, one file per
 * language (walkthrough.vtt, walkthrough.<locale>.vtt, written by scripts/media/captions.ts), give
 * each step's on-screen title in the page's language and name the music. Loaded by plain Node (the
 * media scripts): data only.
 */
export const STEP_SECONDS = 6.5
export const CROSSFADE_SECONDS = 0.8

/** The titles the video writes on screen, in English (the words burned into the frames). */
export const onScreenSteps = [
  "Upload your track and pick a style",
  "Preview it on the beat as it renders",
  "Fine-tune any scene, frame by frame",
  "Reuse your singers, styles and scenes",
] as const

/** Each language's captions: the step titles, then the sound, as a native editor writes them. */
const captionTexts: Record<Locale, { steps: readonly [string, string, string, string]; music: string }> = {
  en: { steps: onScreenSteps, music: "[Upbeat electronic music]" },
  it: {
    steps: [
      "Carica la tua traccia e scegli uno stile",
      "Guarda l’anteprima a tempo di musica mentre si genera",
      "Rifinisci ogni scena, fotogramma per fotogramma",
      "Riusa i tuoi cantanti, stili e scene",
    ],
    music: "[Musica elettronica ritmata]",
  },
  es: {
    steps: [
      "Sube tu pista y elige un estilo",
      "Mira la vista previa al ritmo mientras se genera",
      "Ajusta cada escena, cuadro por cuadro",
      "Reutiliza tus cantantes, estilos y escenas",
    ],
    music: "[Música electrónica animada]",
  },
  de: {
    steps: [
      "Lade deinen Track hoch und wähle einen Stil",
      "Sieh dir die Vorschau im Takt an, während sie entsteht",
      "Feile an jeder Szene, Bild für Bild",
      "Nutze deine Sänger, Stile und Szenen wieder",
    ],
    music: "[Schwungvolle elektronische Musik]",
  },
  fr: {
    steps: [
      "Importez votre morceau et choisissez un style",
      "Regardez l’aperçu calé sur le rythme pendant le rendu",
      "Peaufinez chaque scène, image par image",
      "Réutilisez vos chanteurs, styles et scènes",
    ],
    music: "[Musique électronique entraînante]",
  },
  "pt-br": {
    steps: [
      "Envie sua faixa e escolha um estilo",
      "Veja a prévia no ritmo enquanto ela é gerada",
      "Ajuste cada cena, quadro a quadro",
      "Reutilize seus cantores, estilos e cenas",
    ],
    music: "[Música eletrônica animada]",
  },
}

/** The video's length: the steps less the crossfades they share. */
export const WALKTHROUGH_SECONDS = onScreenSteps.length * STEP_SECONDS - (onScreenSteps.length - 1) * CROSSFADE_SECONDS

/**
 * The walkthrough's captions in a language. A step's title shows from the moment its screen starts
 * fading in until the next one starts, so the cues follow one another and never overlap.
 */
export function walkthroughCaptions(locale: Locale): CaptionCue[] {
  const { steps, music } = captionTexts[locale]
  const starts = steps.map((_, i) => i * (STEP_SECONDS - CROSSFADE_SECONDS))
  return steps.map((step, i) => ({
    start: starts[i]!,
    end: starts[i + 1] ?? WALKTHROUGH_SECONDS,
    text: `${i + 1}. ${step}. ${music}`,
  }))
}
