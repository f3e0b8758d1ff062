import type * as en from "#app/content/pricing-page.ts"
import { formatMinutes, formatNumber, formatUnit } from "#app/content/plan-figures.ts"
import { MAX_TRACK_SECONDS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { FREE_TRIAL, YEARLY_SAVING, freeVideos, plans } from "./plans.ts"

// /pricing and the pricing section in German (du). Every figure comes from plan-figures.ts, through Intl.

const superPlan = plans.find((p) => p.id === "super")!

export const pricingPage: typeof en.pricingPage = {
  title: "Preise: Pläne und was dein Track kostet",
  description:
    "Syncreel-Pläne von kostenlos bis Hyper, monatlich oder jährlich abgerechnet. Gib die Länge deines Tracks und deine Videos pro Monat ein und sieh, welcher Plan passt und was er kostet.",
  questionsTitle: "Fragen zu den Preisen",
  questions: [
    {
      question: "Wie ermittelt der Rechner, welcher Plan passt?",
      answer: `Jeder Plan enthält eine Anzahl Tokens und gibt an, für wie viele Minuten Video sie ungefähr reichen: Die ${formatNumber(superPlan.monthlyQuota.tokens, "de")} Tokens pro Monat von Super reichen für etwa ${formatMinutes(superPlan.monthlyQuota.minutes, "de")} Video. Der Rechner teilt für jeden Plan das eine durch das andere, multipliziert mit der Länge deines Tracks und der Anzahl der Videos und vergleicht das Ergebnis mit dem, was der Plan enthält, pro Monat oder, bei jährlicher Zahlung, pro Jahr.`,
    },
    {
      question: "Sind die Minuten genau?",
      answer: `Nein: Die Pläne geben sie als ungefähre Werte für ein Videomodell an. Nimm die Antwort also als Schätzung und plane etwas Spielraum ein.`,
    },
    {
      question: `Warum ein Track von ${formatTrackLength(MIN_TRACK_SECONDS)} bis ${formatTrackLength(MAX_TRACK_SECONDS)}?`,
      answer: `Das ist die empfohlene Tracklänge: ${formatUnit(MIN_TRACK_SECONDS, "second", "de")} bis ${formatUnit(MAX_TRACK_SECONDS / 60, "minute", "de")}.`,
    },
    {
      question: "Monatlich oder jährlich?",
      answer: `Bei jährlicher Zahlung ist jeder kostenpflichtige Plan pro Monat günstiger (${YEARLY_SAVING}): Du zahlst das Jahr auf einmal und bekommst die Tokens eines ganzen Jahres.`,
    },
    {
      question: "Kann ich es erst ausprobieren?",
      answer: `Ja: Deine ersten ${freeVideos} sind kostenlos, ganz ohne Kreditkarte. Danach kaufst du im Basic-Plan Tokens über den Token-Shop; in den kostenpflichtigen Plänen sind Tokens schon enthalten.`,
    },
  ],
  closing: {
    title: "Deine ersten Videos gehen auf uns",
    text: `${FREE_TRIAL}. Lade einen Track hoch und sieh, wie er zum Leben erwacht.`,
    label: "Jetzt loslegen",
  },
}

export const pricingSectionWords: typeof en.pricingSectionWords = {
  eyebrow: "Preise",
  title: "Einfache Pläne, die mit dir wachsen",
  intro: `Starte kostenlos mit ${freeVideos} und ohne Kreditkarte. Steig auf einen größeren Plan um, wenn du öfter veröffentlichst.`,
  monthly: "Monatlich",
  yearly: `Jährliche Zahlung (spare ${YEARLY_SAVING})`,
  freeForever: "Für immer kostenlos",
  billedYearly: "Jährliche Zahlung",
  billedMonthly: "Monatliche Zahlung",
  continue: "Weiter",
  continueWith: " mit {plan}",
  includes: "In {plan} enthalten",
  salesTitle: "Du brauchst mehr für ein Label, eine Agentur oder eine Schule?",
  salesText: "Individuelle Token-Kontingente, Zahlung auf Rechnung und Onboarding für dein Team.",
  contactSales: "Vertrieb kontaktieren",
  salesSubject: "{brand}-Pläne für mein Team",
}
