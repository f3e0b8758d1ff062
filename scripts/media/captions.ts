// The site's own videos' captions in every language:
// - the example clips: public/media/examples/<slug>.vtt (English) and <slug>.<locale>.vtt, written
//   from each language's cues: the timings in app/content/examples.ts, the words in its catalog
//   (`examples.items.<slug>.captions`, app/i18n/messages/<locale>.json), the same cues its watch
//   page shows as the transcript. The watch page's track is its language's file;
// - the product walkthrough: public/media/demo/walkthrough.vtt and walkthrough.<locale>.vtt, from
//   app/content/walkthrough.ts. The home page's demo player takes its language's file.
// Run by scripts/media/videos.ts after it renders the videos; on its own after a translation changes:
//   ./node_modules/.bin/node scripts/media/captions.ts
import { readFileSync } from "node:fs"
import { writeFile } from "node:fs/promises"
import path from "node:path"
import { type ExampleVideo, exampleCaptionsUrl, examplesIn } from "#app/content/examples.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { webVtt } from "#app/lib/webvtt.ts"
import { captionsUrl } from "#app/lib/video-url.ts"
import { walkthroughCaptions } from "#app/content/walkthrough.ts"

/** Each language's examples, by locale, their words read from the catalog's JSON (plain Node has no import.meta.glob). */
export const examplesByLocale = Object.fromEntries(
  locales.map((locale) => {
    const catalog = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../app/i18n/messages/${locale}.json`), "utf8"))
    return [locale, examplesIn(catalog.examples)]
  }),
) as Record<Locale, ExampleVideo[]>

const PUBLIC_DIR = path.resolve(import.meta.dirname, "../../public")

/** Writes every example's captions file in every language; returns the files written. */
export async function writeExampleCaptions(): Promise<string[]> {
  const written: string[] = []
  for (const [locale, examples] of Object.entries(examplesByLocale) as [Locale, ExampleVideo[]][]) {
    for (const example of examples) {
      const file = path.join(PUBLIC_DIR, exampleCaptionsUrl(example, locale).slice(1))
      await writeFile(file, webVtt(example.captions))
      written.push(file)
    }
  }
  return written
}

/** The walkthrough's file, as the site serves it by default (app/config/site-env.ts, DEMO_VIDEO_URL). */
export const WALKTHROUGH_URL = "/media/demo/walkthrough.mp4"

/** Writes the walkthrough's captions file in every language; returns the files written. */
export async function writeWalkthroughCaptions(): Promise<string[]> {
  const written: string[] = []
  for (const locale of locales) {
    const file = path.join(PUBLIC_DIR, captionsUrl(WALKTHROUGH_URL, locale).slice(1))
    await writeFile(file, webVtt(walkthroughCaptions(locale)))
    written.push(file)
  }
  return written
}

if (import.meta.main) {
  const files = [...(await writeExampleCaptions()), ...(await writeWalkthroughCaptions())]
  console.log(`wrote ${files.length} captions files`)
}
