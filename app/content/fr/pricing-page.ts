import type * as en from "#app/content/pricing-page.ts"
import { plural } from "#app/i18n/format.ts"
import { FREE_VIDEOS, formatMinutes, formatNumber, formatUnit } from "#app/content/plan-figures.ts"
import { MAX_TRACK_SECONDS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { FREE_TRIAL, YEARLY_SAVING, freeVideos, plans } from "./plans.ts"

// /pricing and the pricing section in French (vous). Every figure comes from plan-figures.ts, through Intl.

const superPlan = plans.find((p) => p.id === "super")!
/** "3 premières vidéos": French puts "first" between the number and the noun. */
const firstVideos = `${formatNumber(FREE_VIDEOS, "fr")} ${plural(FREE_VIDEOS, "fr", { one: "première vidéo", other: "premières vidéos" })}`

export const pricingPage: typeof en.pricingPage = {
  title: "Tarifs\u202f: les formules et ce que coûte votre morceau",
  description:
    "Les formules Syncreel, de la gratuite à Hyper, facturées au mois ou à l’année. Indiquez la durée de votre morceau et le nombre de vidéos par mois pour voir quelle formule vous convient et son prix.",
  questionsTitle: "Questions sur les tarifs",
  questions: [
    {
      question: "Comment le calculateur trouve-t-il la formule qui convient\u202f?",
      answer: `Chaque formule inclut un nombre de tokens et indique à peu près combien de minutes de vidéo ils permettent\u202f: les ${formatNumber(superPlan.monthlyQuota.tokens, "fr")} tokens par mois de Super donnent environ ${formatMinutes(superPlan.monthlyQuota.minutes, "fr")} de vidéo. Pour chaque formule, le calculateur divise l’un par l’autre, multiplie par la durée de votre morceau et par le nombre de vidéos, puis compare le résultat avec ce que la formule inclut, par mois ou, en paiement annuel, par an.`,
    },
    {
      question: "Les minutes sont-elles exactes\u202f?",
      answer: `Non\u202f: les formules les indiquent comme approximatives («\u202fenviron\u202f»), pour un modèle vidéo donné. Prenez donc la réponse comme une estimation et gardez un peu de marge.`,
    },
    {
      question: `Pourquoi un morceau de ${formatTrackLength(MIN_TRACK_SECONDS)} à ${formatTrackLength(MAX_TRACK_SECONDS)}\u202f?`,
      answer: `C’est la durée de morceau recommandée\u202f: de ${formatUnit(MIN_TRACK_SECONDS, "second", "fr")} à ${formatUnit(MAX_TRACK_SECONDS / 60, "minute", "fr")}.`,
    },
    {
      question: "Au mois ou à l’année\u202f?",
      answer: `En paiement annuel, chaque formule payante coûte moins cher par mois (${YEARLY_SAVING})\u202f: vous réglez l’année en une fois et recevez les tokens de toute l’année.`,
    },
    {
      question: "Puis-je essayer d’abord\u202f?",
      answer: `Oui\u202f: vos ${firstVideos} sont offertes, sans carte bancaire. Ensuite, avec Basic, vous achetez des tokens dans la boutique de tokens\u202f; les formules payantes incluent les leurs.`,
    },
  ],
  closing: {
    title: "Vos premières vidéos sont offertes",
    text: `${FREE_TRIAL}. Importez un morceau et regardez-le prendre vie.`,
    label: "Commencer à créer",
  },
}

export const pricingSectionWords: typeof en.pricingSectionWords = {
  eyebrow: "Tarifs",
  title: "Des formules simples qui évoluent avec vous",
  intro: `Commencez gratuitement avec ${freeVideos} offertes, sans carte bancaire. Passez à la formule supérieure quand vos sorties s’accélèrent.`,
  monthly: "Mensuel",
  yearly: `Annuel (économisez ${YEARLY_SAVING})`,
  freeForever: "Gratuit pour toujours",
  billedYearly: "Paiement annuel",
  billedMonthly: "Paiement mensuel",
  continue: "Continuer",
  continueWith: " avec {plan}",
  includes: "Inclus dans {plan}",
  salesTitle: "Besoin de plus pour un label, une agence ou une école\u202f?",
  salesText: "Volumes de tokens sur mesure, facturation et accompagnement pour votre équipe.",
  contactSales: "Contacter l’équipe commerciale",
  salesSubject: "Formules {brand} pour mon équipe",
}
