import { site } from "#app/config/site.ts"
import type { AccessibilityPageText } from "#app/content/accessibility.ts"

// The accessibility statement in German; the review date, the mail and AgID's address stay in the
// English module (formatReviewDate and barrierReportMailto take the locale). Register: Sie.

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage: AccessibilityPageText = {
  title: "Erklärung zur Barrierefreiheit",
  description: `Wie barrierefrei die Website von ${b} ist: unser Ziel WCAG 2.2 AA und wie wir es prüfen, die Einschränkungen, die wir kennen, und wie Sie eine Barriere melden.`,
  backHome: "Zurück zur Startseite",
  lastReviewed: "Zuletzt überprüft:",
  callout: { lead: "Auf eine Barriere gestoßen?", text: (email) => `Schreiben Sie uns an ${email}, und wir kümmern uns darum.` },
  reportButton: "Barriere melden",
  writeTo: (email) => `An ${email} schreiben`,
  agidLink: "Website von AgID",
  newTab: " (öffnet in einem neuen Tab)",
  sections: [
    {
      id: "scope",
      title: "Geltungsbereich dieser Erklärung",
      paragraphs: [
        `${b} möchte, dass alle Menschen diese Website nutzen können, auch wer einen Screenreader, nur die Tastatur, eine Bildschirmvergrößerung oder eine Sprachsteuerung verwendet. Diese Erklärung gilt für die Website ${host}: die Startseite und die Landingpages, die Funktionsseiten, die Preise, die Hilfeseiten und den Blog.`,
        `Die Erstellungs-App, die die Schaltflächen der Website öffnen, und die mobilen Apps sind eigene Dienste: Für sie gilt diese Erklärung nicht.`,
      ],
    },
    {
      id: "conformance",
      title: "Stand der Vereinbarkeit",
      paragraphs: [
        `Unser Ziel sind die Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA, die Stufe, auf die die europäische Norm EN 301 549 verweist. Die Website ist teilweise mit WCAG 2.2 AA vereinbar: Der größte Teil erfüllt das Ziel, die Ausnahmen sind unten unter „Bekannte Einschränkungen“ aufgeführt.`,
      ],
    },
    {
      id: "measured",
      title: "Wie wir das prüfen",
      paragraphs: [
        `Die automatisierte Testsuite der Website führt diese Prüfungen in Chromium aus. Automatische Werkzeuge finden viele Barrieren, aber nicht alle – ein bestandener Durchlauf ist daher ein Hinweis, kein Beweis.`,
      ],
      list: [
        "axe-core mit seinen Regeln für WCAG 2.2 A und AA und seiner Prüfung, dass jeder Landmark-Bereich einen eindeutigen Namen hat – auf einer Seite jeder Art in jeder Sprache (Seiten einer Art teilen ihr Markup) und auf jedem Artikel, dessen Text Elemente enthält, die den anderen fehlen, in Smartphone-Breite (390 px) und Desktop-Breite (1280 px) sowie mit geöffnetem Mobilmenü, Teilen-Bereich und geöffneten Dialogen.",
        "Tastaturtests: Der Hauptweg (Sprunglink, Navigation, Preise, der Dialog eines Beispielvideos, der Teilen-Bereich) lässt sich allein mit der Tastatur durchlaufen, und jede Station zeigt einen sichtbaren Fokusindikator.",
        "Lighthouse: eine Barrierefreiheitsbewertung von 100 auf je einer Seite jedes Typs.",
        "html-validate: Das erste HTML jeder Seite ist gültiges HTML, denn assistive Technologien sind darauf angewiesen.",
        "Der Preisrechner, das Formular der Website, wird mit und ohne JavaScript getestet, einschließlich der Meldung, die jede falsche Eingabe erhält.",
      ],
    },
    {
      id: "features",
      title: "Was Sie erwarten können",
      paragraphs: [],
      list: [
        "Der Inhalt jeder Seite steht in ihrem ersten HTML: Er lässt sich ohne JavaScript lesen, und der Preisrechner funktioniert auch ohne.",
        "Ein Sprunglink zum Hauptinhalt und Landmark-Bereiche mit eindeutigen Namen, um sich auf jeder Seite zu bewegen.",
        "Alle Videos auf der Website haben Untertitel. Das Hintergrundvideo oben auf der Startseite ist dekorativ und stumm, es läuft nicht, wenn Ihr Gerät reduzierte Bewegung anfordert, und eine Schaltfläche unten links im Kopfbereich hält es an.",
        "Texte und Bedienelemente erfüllen die Kontrastverhältnisse der WCAG, und der Fokus ist immer sichtbar.",
      ],
    },
    {
      id: "limitations",
      title: "Bekannte Einschränkungen",
      paragraphs: [],
      list: [
        "Die Beispielvideos auf der Startseite sind kurze Vorschauen der vollständigen Musikvideos, nicht die ganzen Songs.",
        "Einige Blogartikel binden Videos von YouTube ein. Deren Player und seine Bedienelemente stammen von YouTube, und wir können sie nicht ändern.",
        "Die automatischen Prüfungen decken jede feste Seite und eine Auswahl der Blogartikel ab, nicht jeden Artikel: Ein später veröffentlichter Artikel wird nicht geprüft, bevor er erscheint.",
      ],
    },
    {
      id: "report",
      title: "Eine Barriere melden",
      paragraphs: [
        `Wenn Ihnen etwas auf dieser Website schwerfällt oder unmöglich ist, sagen Sie es uns: Schreiben Sie an ${site.email.support}. Nennen Sie die Seite, was Sie tun wollten und was nicht funktioniert hat, und wenn Sie möchten, welchen Browser und welche assistive Technologie Sie verwenden. Wir lesen jede Meldung und antworten per E-Mail.`,
      ],
    },
    {
      id: "enforcement",
      // A soft hyphen: at 390 px the word is wider than the column, and not every browser hyphenates German.
      title: "Durchsetzungs\u00ADverfahren",
      paragraphs: [
        `Wenn Sie mit unserer Antwort nicht zufrieden sind oder keine Antwort erhalten, können Sie sich über deren Website an die AgID (Agenzia per l'Italia Digitale) wenden, die italienische Behörde, die die Barrierefreiheit von Produkten und Dienstleistungen nach dem European Accessibility Act (italienisches Gesetzesdekret 82/2022) überwacht.`,
      ],
    },
    {
      id: "preparation",
      title: "Wie diese Erklärung erstellt wurde",
      paragraphs: [
        `Das Team, das die Website entwickelt, hat diese Erklärung per Selbstbewertung auf Grundlage der oben genannten Prüfungen erstellt. Sie wurde zuletzt an dem Datum überprüft, das oben auf dieser Seite steht.`,
      ],
    },
  ],
}
