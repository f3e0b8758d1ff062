// Issue 28, items 6 and 8, in the browser: the home page's demo plays with captions in the page's
// language, on by default, and the accessibility statement shows each language's sections, dates,
// captions sentence and enforcement bodies.
import { type Locale, locales } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { catalogText } from "./catalog-words.ts"
import { walkthroughCaptions } from "#app/content/walkthrough.ts"
import { expect, test } from "./fixtures.ts"
import { markdownFrontmatter } from "./markdown-words.ts"

test("@mobile the German demo plays with its German captions showing, and the closing dialog's player offers the same track", async ({
  page,
}) => {
  await page.goto("/de")
  const demo = page.getByRole("region", { name: catalogText("de", "homeSections.demo.title"), exact: true })
  await demo.scrollIntoViewIfNeeded()
  await demo.getByRole("button", { name: catalogText("de", "homeSections.demo.playLabel") }).click()
  const player = demo.getByLabel(catalogText("de", "homeSections.demo.videoTitle"))
  const track = player.locator("track")
  await expect(track).toHaveAttribute("src", "/media/demo/walkthrough.de.vtt")
  await expect(track).toHaveAttribute("srclang", "de")
  await expect(track).toHaveAttribute("label", "Deutsch")
  await expect(track).toHaveAttribute("default", "")
  // The browser loaded the German file and shows it: its cues are the German step titles.
  await expect
    .poll(() =>
      player.evaluate((video: HTMLVideoElement) => {
        const captions = video.textTracks[0]!
        return { mode: captions.mode, cues: [...(captions.cues ?? [])].map((cue) => (cue as VTTCue).text) }
      }),
    )
    .toEqual({ mode: "showing", cues: walkthroughCaptions("de").map((cue) => cue.text) })
  const response = await page.request.get("/media/demo/walkthrough.de.vtt")
  expect(response.status()).toBe(200)

  const closing = page.getByRole("region", { name: catalogText("de", "homeSections.closing.title"), exact: true })
  await closing.getByRole("button", { name: catalogText("de", "homeSections.closing.watchDemo") }).click()
  const dialog = page.getByRole("dialog", { name: catalogText("de", "homeSections.demo.videoTitle") })
  await expect(dialog.locator("track")).toHaveAttribute("src", "/media/demo/walkthrough.de.vtt")
  await expect(dialog.locator("track")).toHaveAttribute("srclang", "de")
})

type StatementWords = { title: string; captions: string }

test.describe("the accessibility statement", () => {
  for (const locale of locales) {
    test(`in ${locale}: the model statement's sections, the review date, the captions sentence and the enforcement bodies`, async ({
      page,
    }) => {
      const words = markdownFrontmatter<StatementWords>("accessibility", locale)
      await page.goto(localizePath("/accessibility", locale))
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1, name: words.title })).toBeVisible()
      const ids = await main.locator("h2").evaluateAll((headings) => headings.map((h) => h.id))
      expect(ids).toEqual([
        "scope",
        "conformance",
        "non-conformance",
        "limitations",
        "features",
        "preparation",
        "measured",
        "report",
        "enforcement",
      ])
      await expect(main.locator("time")).toHaveAttribute("datetime", "2026-11-27")
      await expect(main.locator("section:has(#features)")).toContainText(words.captions)
      const enforcement = main.locator("section:has(#enforcement) a")
      expect(await enforcement.count()).toBeGreaterThanOrEqual(1)
      for (const link of await enforcement.all()) await expect(link).not.toHaveAttribute("target", /.*/)
      const hosts = await enforcement.evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).host))
      expect(hosts).not.toContain("")
      expect(
        expectedHosts[locale].every((host) => hosts.includes(host)),
        hosts.join(", "),
      ).toBe(true)
    })
  }
})

const expectedHosts: Record<Locale, string[]> = {
  en: [
    "www.agid.gov.it",
    "administracionelectronica.gob.es",
    "www.schlichtungsstelle-bgg.de",
    "www.mlbf-barrierefrei.de",
    "formulaire.defenseurdesdroits.fr",
  ],
  it: ["www.agid.gov.it"],
  es: ["administracionelectronica.gob.es"],
  de: ["www.schlichtungsstelle-bgg.de", "www.mlbf-barrierefrei.de"],
  fr: ["formulaire.defenseurdesdroits.fr"],
  "pt-br": ["www.gov.br"],
}
