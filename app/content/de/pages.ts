import { site } from "#app/config/site.ts"
import type * as en from "#app/content/pages.ts"
import { mailtoLink } from "#app/content/pages.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"
import { AFFILIATES, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const b = site.brand

export const nanoBanana: typeof en.nanoBanana = {
  title: "Nano-Banana-Integration: konsistente KI-Charaktere für Musikvideos",
  description:
    "Syncreel arbeitet jetzt mit Nano Banana, Googles Modell Gemini 2.5 Flash Image: Entwirf einen konsistenten Charakter und erhalte in unter 3 Minuten ein lippensynchrones Video.",
  eyebrow: "Neu: Integration mit Nano Banana",
  headline: ["Nano Banana", "Charaktere singen jetzt deine Songs"],
  intro:
    "Entwirf einen Charakter mit Nano Banana, Googles Modell Gemini 2.5 Flash Image, und Syncreel macht daraus einen Performer, der deinen Track singt – im selben Look von der ersten Strophe bis zum letzten Refrain. Dein Musikvideo ist in unter 3 Minuten fertig.",
  features: [
    {
      title: "Dasselbe Gesicht in jeder Szene",
      text: "Nano Banana hält Gesicht, Haare und Outfit eines Charakters über alle Bearbeitungen hinweg gleich, sodass dein Performer in jeder Einstellung wiedererkennbar bleibt.",
    },
    {
      title: "Bearbeiten mit einfachen Worten",
      text: "Tausch die Jacke, verlege die Szene nachts auf ein Dach oder lass es regnen – einfach durch Beschreiben. Keine Masken, Ebenen oder Prompts voller Gewichtungen.",
    },
    {
      title: "Lippensynchron zu deinem Gesang",
      text: `Syncreel animiert deinen Charakter und trifft jedes Wort des Leadgesangs mit ${formatShare(LIP_SYNC_ACCURACY, "de")} Lip-Sync-Genauigkeit, in über ${formatNumber(LANGUAGES, "de")} Sprachen.`,
    },
  ],
  steps: [
    {
      title: "Erstelle deinen Charakter",
      text: "Generiere oder lade ein Porträt hoch und verfeinere es mit Nano Banana, bis es wie der Artist aussieht, den du dir vorstellst.",
    },
    {
      title: "Lade deinen Track hoch",
      text: "Füge deinen Song hinzu, im Studio aufgenommen oder mit Suno oder Udio erstellt, und wähle Hochformat, Querformat oder quadratisch.",
    },
    {
      title: "Erhalte dein Musikvideo",
      text: "Syncreel baut Szenen um deinen Charakter, schneidet sie auf den Beat und synchronisiert die Lippen mit dem Gesang. Das Video ist in unter 3 Minuten fertig.",
    },
  ],
  heroCta: `Nano Banana in ${b} ausprobieren`,
  featuresTitle: "Was dir die Integration bringt",
  stepsTitle: "In drei Schritten zu deinem Video",
  stepsLead: "Von der Idee für einen Charakter zum fertigen, lippensynchronen Musikvideo.",
  closingTitle: "Gib deinem Song ein Gesicht",
  closingText: `Erstelle einen Nano-Banana-Charakter und sieh zu, wie er deinen Track in unter 3 Minuten performt. Deine ersten ${FREE_VIDEOS} Videos sind kostenlos.`,
  closingCta: "Jetzt ausprobieren",
}

const deletionBody = [
  "Guten Tag,",
  "",
  `bitte löschen Sie mein ${b}-Konto und alle damit verbundenen personenbezogenen Daten.`,
  "",
  "Die E-Mail-Adresse meines Kontos lautet: [hier die E-Mail-Adresse Ihres Kontos eintragen]",
  "",
  "Mir ist bewusst, dass die Löschung endgültig ist und nicht rückgängig gemacht werden kann.",
  "",
  "Vielen Dank.",
].join("\n")

export const deleteAccount: typeof en.deleteAccount = {
  title: "Konto löschen",
  description: `So löschen Sie Ihr ${b}-Konto und Ihre personenbezogenen Daten: in den App-Einstellungen oder per E-Mail. Das Konto wird sofort deaktiviert, die Daten binnen 30 Tagen gelöscht.`,
  intro: `Sie können Ihr ${b}-Konto jederzeit löschen, in der App oder per E-Mail an uns. Hier erfahren Sie, was passiert und wie lange es dauert.`,
  removed: [
    "Alle Videos, die Sie generiert haben",
    "Ihre Kontoeinstellungen und Präferenzen",
    "Ihren Nutzungsverlauf",
    "Ihre gespeicherten Projekte und Entwürfe",
  ],
  mailto: mailtoLink(site.email.privacy, "Antrag auf Kontolöschung", deletionBody),
  warningTitle: "Die Löschung ist endgültig",
  warningIntro: "Das Löschen Ihres Kontos kann nicht rückgängig gemacht werden. Entfernt werden:",
  warningNote: "Laden Sie alle Videos herunter, die Sie behalten möchten, bevor Sie fortfahren.",
  howTitle: "So löschen Sie Ihr Konto",
  appOption: "Option 1",
  appTitle: "In den Einstellungen der App",
  appText: `Melden Sie sich im Web oder in der mobilen App bei ${b} an, öffnen Sie **Einstellungen**, wählen Sie **Konto löschen** und bestätigen Sie.`,
  appCta: "App öffnen",
  mailOption: "Option 2",
  mailTitle: "Per E-Mail",
  mailText:
    "Senden Sie von einer beliebigen Adresse eine Anfrage an {email} und geben Sie die E-Mail-Adresse des Kontos an, das gelöscht werden soll.",
  mailCta: "Löschantrag per E-Mail senden",
  timelineTitle: "Wie es weitergeht",
  questions: "Fragen zu Ihren Daten? Schreiben Sie an {email} oder lesen Sie unsere {privacyPolicy}.",
  privacyPolicy: "Datenschutzerklärung",
  timeline: [
    { when: "Sofort", text: "Ihr Konto wird deaktiviert und Sie können sich nicht mehr anmelden." },
    { when: "Innerhalb von 30 Tagen", text: "Ihre personenbezogenen Daten werden endgültig aus unseren Systemen gelöscht." },
    { when: "Nach Abschluss", text: "Wir senden Ihnen eine Bestätigung per E-Mail, sobald die Löschung abgeschlossen ist." },
  ],
}

const applyBody = [
  "Hallo,",
  "",
  `ich möchte am Partnerprogramm von ${b} teilnehmen.`,
  "",
  "Name:",
  "Website oder Social-Media-Kanäle:",
  "Größe der Zielgruppe und wichtigste Plattform:",
  `Wie ich ${b} bewerben möchte:`,
  "",
  "Danke.",
].join("\n")

export const affiliate: typeof en.affiliate = {
  title: "Partnerprogramm: 30 % wiederkehrende Provision verdienen",
  description: `Werde Partner von ${b}: Teile deinen Empfehlungslink und verdiene 30 % wiederkehrende Provision auf jede Zahlung deiner Empfehlungen in deren ersten 12 Monaten.`,
  headline: "Verdiene 30 % wiederkehrende Provision mit KI-Musikvideos",
  intro: `Schließ dich über ${formatNumber(AFFILIATES, "de")} Partnern an, die ${b} Musikern und Creators empfehlen. Teile deinen Link und verdiene 30 % jeder Zahlung deiner Empfehlungen in ihren ersten 12 Monaten.`,
  mailto: mailtoLink(site.email.affiliate, `Bewerbung für das Partnerprogramm von ${b}`, applyBody),
  applyCta: "Jetzt bewerben",
  badge: `Über ${formatNumber(AFFILIATES, "de")} Partner verdienen bereits`,
  stepsTitle: "So funktioniert es",
  benefitsTitle: "Warum du uns empfehlen solltest",
  closingTitle: "Bereit, Geld zu verdienen?",
  closingText:
    "Bewirb dich per E-Mail: Erzähl uns von deinen Kanälen und deiner Zielgruppe, und wir schicken dir deinen Empfehlungslink.",
  steps: [
    {
      title: "Über das Formular bewerben",
      text: "Klicke auf Jetzt bewerben und fülle das kurze Formular im E-Mail-Entwurf aus: wer du bist und wo deine Zielgruppe ist.",
    },
    {
      title: "Teile deinen Link",
      text: "Hol dir deinen persönlichen Empfehlungslink und teile ihn in Videos, Posts, Newslettern oder Tutorials.",
    },
    {
      title: "Verdiene Provisionen",
      text: "Jedes Mal, wenn jemand, den du empfohlen hast, einen Plan bezahlt, verdienst du 30 %, in seinen ersten 12 Monaten.",
    },
  ],
  benefits: [
    {
      title: "Hohe Provision",
      text: "30 % wiederkehrende Provision auf jede Zahlung in den ersten 12 Monaten jeder Empfehlung, keine einmalige Prämie.",
    },
    {
      title: "Hohe Conversion",
      text: `Deine Zielgruppe kann es kostenlos testen: Die ersten ${FREE_VIDEOS} Videos brauchen keine Kreditkarte, und das Ergebnis überzeugt von selbst.`,
    },
    {
      title: "Leicht zu bewerben",
      text: "Musikvideos sind von Natur aus visuell. Zeig ein Vorher-nachher, und deine Zielgruppe erkennt den Wert in Sekunden.",
    },
  ],
}
