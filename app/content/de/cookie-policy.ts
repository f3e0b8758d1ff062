import { site } from "#app/config/site.ts"
import { type CookieCategory, type CookiePolicyPageText, lifetime, storedNames } from "#app/content/cookie-policy.ts"

// The cookie policy in German. Names and lifetimes come from the English module (the code that
// sets them); this file only words them. Formal register (Sie).

const b = site.brand

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Notwendige Cookies",
    summary:
      "Immer aktiv. Sie speichern nur die Auswahl, die Sie im Cookie-Banner getroffen haben, damit wir nicht auf jeder Seite erneut fragen.",
    items: [
      {
        name: storedNames.consent,
        by: "Diese Website",
        purpose:
          "Ihre Auswahl: die Version der Richtlinie, auf die Sie geantwortet haben, der Zeitpunkt und ob Statistik und Marketing erlaubt sind",
        lifetime: `${lifetime("consentMonths", "de")} (${lifetime("consentDays", "de")}), danach fragen wir erneut`,
      },
    ],
  },
  {
    id: "analytics",
    title: "Statistik-Cookies",
    summary:
      "Deaktiviert, sofern Sie nicht zustimmen. Sie zählen Seitenaufrufe und Klicks auf unsere Handlungsaufforderungen, damit wir sehen, was Besuchern hilft. Die Daten verarbeitet PostHog in seiner EU-Cloud.",
    items: [
      {
        name: storedNames.posthog,
        by: "PostHog",
        purpose: "Eine anonyme Besucher-ID und die Sitzung, in einem Cookie und im lokalen Speicher des Browsers",
        lifetime: lifetime("posthog", "de"),
      },
    ],
  },
  {
    id: "marketing",
    title: "Marketing-Cookies",
    summary:
      "Deaktiviert, sofern Sie nicht zustimmen. Sie zeigen uns über den Google Tag Manager (mit Google Analytics) und das Meta Pixel, welche Anzeigen Besucher bringen, und übergeben der App beim Öffnen die Anzeige, über die Sie gekommen sind.",
    items: [
      {
        name: storedNames.ga,
        by: "Google Analytics (über den Tag Manager)",
        purpose: "Unterscheidet Besuche voneinander",
        lifetime: lifetime("ga", "de"),
      },
      {
        name: storedNames.gclAu,
        by: "Google Ads (über den Tag Manager)",
        purpose: "Ordnet Anzeigenklicks den Besuchen zu",
        lifetime: lifetime("gclAu", "de"),
      },
      {
        name: storedNames.fbp,
        by: "Meta Pixel",
        purpose: "Unterscheidet Browser voneinander, um Anzeigen zu messen",
        lifetime: lifetime("fbp", "de"),
      },
      {
        name: storedNames.fbc,
        by: "Diese Website und Meta Pixel",
        purpose: "Der Klick auf die Facebook- oder Instagram-Anzeige, über die Sie gekommen sind (fb.1.<time>.<fbclid>)",
        lifetime: lifetime("fbc", "de"),
      },
      {
        name: storedNames.attribution,
        by: "Diese Website",
        purpose:
          "Beim Öffnen der App geschrieben, damit sie die richtige Anzeige zuordnen kann: die Klick-ID der Anzeige, Ihr Browser, eine ID für den Klick und Ihre IP-Adresse",
        lifetime: lifetime("attribution", "de"),
      },
    ],
  },
]

export const cookiePolicyPage: CookiePolicyPageText = {
  title: "Cookie-Richtlinie",
  description: `Welche Cookies ${b} verwendet, was jedes davon speichert und wie lange, und wie Sie Ihre Einwilligung ändern oder widerrufen.`,
  intro: {
    before: `${b} speichert nur, was nötig ist, um sich Ihre Auswahl zu merken – es sei denn, Sie erlauben mehr. Statistik- und Marketing-Cookies werden erst gesetzt, nachdem Sie ihnen im Cookie-Banner zugestimmt haben, und vorher geht keine Anfrage an diese Dienste. Wie wir personenbezogene Daten allgemein verarbeiten, beschreibt unsere `,
    link: "Datenschutzerklärung",
    after: ".",
  },
  newTab: " (öffnet in einem neuen Tab)",
  tableLabel: (categoryTitle) => `Übersicht: ${categoryTitle}`,
  columns: { name: "Name", by: "Gesetzt von", purpose: "Was gespeichert wird", lifetime: "Speicherdauer" },
  withdraw: {
    title: "Auswahl ändern",
    // "gilt 6 Monate": the duration stays in the accusative, the form Intl writes it in.
    before: `Sie können jede Kategorie jederzeit über die Cookie-Einstellungen erlauben oder widerrufen – unten auf jeder Seite oder direkt hier. Wenn Sie Ihre Einwilligung widerrufen, löschen wir die Cookies dieser Kategorie und laden die Seite ohne deren Dienste neu. Ihre Auswahl gilt ${lifetime("consentMonths", "de")}; danach fragen wir erneut, ebenso wenn sich diese Richtlinie ändert. Sie können Cookies auch in den Einstellungen Ihres Browsers löschen. Fragen zu Ihren Daten: `,
    after: ".",
    button: "Cookie-Einstellungen öffnen",
  },
}
