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
  title: "Tarifs : les formules et ce que coûte votre morceau",
  description:
    "Les formules Syncreel, de gratuite à Hyper, au mois ou à l'année. Indiquez la durée du morceau et vos vidéos par mois pour voir la formule adaptée et son prix.",
  questionsTitle: "Questions sur les tarifs",
  questions: [
    {
      question: "Comment le calculateur trouve-t-il la formule qui convient ?",
      answer: `Chaque formule inclut un nombre de tokens et indique à peu près combien de minutes de vidéo ils permettent : les ${formatNumber(superPlan.monthlyQuota.tokens, "fr")} tokens par mois de Super donnent environ ${formatMinutes(superPlan.monthlyQuota.minutes, "fr")}. Pour chaque formule, le calculateur divise l'un par l'autre, multiplie par la durée de votre morceau et par le nombre de vidéos, puis compare le résultat avec ce que la formule inclut, par mois ou, en paiement annuel, par an.`,
    },
    {
      question: "Les minutes sont-elles exactes ?",
      answer: `Non : les formules les donnent comme approximatives, pour un modèle vidéo précis. Prenez donc la réponse comme une estimation et gardez un peu de marge.`,
    },
    {
      question: `Pourquoi un morceau de ${formatTrackLength(MIN_TRACK_SECONDS)} à ${formatTrackLength(MAX_TRACK_SECONDS)} ?`,
      answer: `C'est la durée de morceau recommandée : de ${formatUnit(MIN_TRACK_SECONDS, "second", "fr")} à ${formatUnit(MAX_TRACK_SECONDS / 60, "minute", "fr")}.`,
    },
    {
      question: "Au mois ou à l'année ?",
      answer: `En paiement annuel, chaque formule payante coûte moins cher par mois (${YEARLY_SAVING}) : vous réglez l'année en une fois et recevez les tokens de toute l'année.`,
    },
    {
      question: "Puis-je essayer d'abord ?",
      answer: `Oui : vos ${firstVideos} sont offertes, sans carte bancaire. Ensuite, avec Basic, vous achetez des tokens dans la boutique ; les formules payantes incluent les leurs.`,
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
  intro: `Commencez gratuitement avec ${freeVideos} offertes, sans carte bancaire. Passez à la formule supérieure quand vos sorties s'accélèrent.`,
  monthly: "Mensuel",
  yearly: `Paiement annuel (économisez ${YEARLY_SAVING})`,
  freeForever: "Gratuit pour toujours",
  billedYearly: "Paiement annuel",
  billedMonthly: "Paiement mensuel",
  continue: "Continuer",
  continueWith: " avec {plan}",
  includes: "Ce que comprend {plan}",
  salesTitle: "Besoin de plus pour un label, une agence ou une école ?",
  salesText: "Volumes de tokens sur mesure, facturation et accompagnement pour votre équipe.",
  contactSales: "Contacter l'équipe commerciale",
  salesSubject: "Formules {brand} pour mon équipe",
}
