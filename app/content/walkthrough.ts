import type { Locale } from "#app/i18n/locales.ts"
import type { CaptionCue } from "#app/lib/webvtt.ts"
import de from "#app/i18n/messages/de.json" with { type: "json" }
import en from "#app/i18n/messages/en.json" with { type: "json" }
import es from "#app/i18n/messages/es.json" with { type: "json" }
import fr from "#app/i18n/messages/fr.json" with { type: "json" }
import it from "#app/i18n/messages/it.json" with { type: "json" }
import ptBr from "#app/i18n/messages/pt-br.json" with { type: "json" }

/**
 * The product walkthrough (public/media/demo/walkthrough.mp4, made by scripts/media/videos.ts): four
 * steps of STEP_SECONDS each, every step crossfading into the next over CROSSFADE_SECONDS, with the
 * step's title written on screen in English and a music bed under it. Its captions, one file per
 * language (walkthrough.vtt, walkthrough.<locale>.vtt, written by scripts/media/captions.ts), give
 * each step's on-screen title in the page's language and name the music: the words are each
 * catalog's `walkthrough`, read here as JSON because plain Node (the media scripts) loads this module.
 */
export const STEP_SECONDS = 6.5
export const CROSSFADE_SECONDS = 0.8

/** Each language's words for the walkthrough: its catalog's `walkthrough` (app/i18n/messages/<locale>.json). */
const catalogs: Record<Locale, { walkthrough: WalkthroughWords }> = { en, it, es, de, fr, "pt-br": ptBr }

type WalkthroughWords = typeof en.walkthrough

/** The steps, in the order the video shows them. */
const stepKeys = ["upload", "preview", "fineTune", "reuse"] as const satisfies readonly (keyof WalkthroughWords)[]

/** The titles the video writes on screen: English's (the words burned into the frames). */
export const onScreenSteps = stepKeys.map((key) => en.walkthrough[key])

/** The video's length: the steps less the crossfades they share. */
export const WALKTHROUGH_SECONDS = onScreenSteps.length * STEP_SECONDS - (onScreenSteps.length - 1) * CROSSFADE_SECONDS

/**
 * The walkthrough's captions in a language. A step's title shows from the moment its screen starts
 * fading in until the next one starts, so the cues follow one another and never overlap.
 */
export function walkthroughCaptions(locale: Locale): CaptionCue[] {
  const words = catalogs[locale].walkthrough
  const steps = stepKeys.map((key) => words[key])
  const starts = steps.map((_, i) => i * (STEP_SECONDS - CROSSFADE_SECONDS))
  return steps.map((step, i) => ({
    start: starts[i]!,
    end: starts[i + 1] ?? WALKTHROUGH_SECONDS,
    text: `${i + 1}. ${step}. ${words.music}`,
  }))
}
