import type * as en from "#app/content/track-cost.ts"
import { MAX_TRACK_SECONDS, MAX_VIDEOS, MIN_TRACK_SECONDS, formatTrackLength } from "#app/content/track-cost-logic.ts"
import { formatNumber } from "#app/content/plan-figures.ts"
import { FREE_TRIAL } from "./plans.ts"

// The price calculator's words in French (vous). `{name}` slots are filled as the visitor types.

const MIN = formatTrackLength(MIN_TRACK_SECONDS)
const MAX = formatTrackLength(MAX_TRACK_SECONDS)

export const calculatorWords: typeof en.calculatorWords = {
  title: "Combien va coûter mon morceau ?",
  intro:
    "Indiquez la durée de votre morceau et le nombre de vidéos que vous faites par mois : vous verrez quelles formules incluent assez de tokens, et ce que chacune coûte au mois ou à l'année.",
  lengthLabel: "Durée du morceau",
  lengthHint: `Minutes:secondes, de ${MIN} à ${MAX}`,
  videosLabel: "Vidéos par mois",
  videosHint: "Un nombre entier, par ex. 4",
  submit: "Voir les prix",
  plansLabel: "Formules pour ce morceau",
  note: "Une estimation d'après les chiffres de chaque formule : leurs minutes de vidéo sont approximatives, alors gardez un peu de marge.",
  billed: { monthly: "Paiement mensuel", yearly: "Paiement annuel" },
  perMonth: "{price}/mois",
  perMonthAndYear: "{price}/mois, {total} par an",
  waiting: "Saisissez une durée et un nombre ci-dessus",
  noTokens: `Aucun token inclus : ${FREE_TRIAL.charAt(0).toLowerCase()}${FREE_TRIAL.slice(1)}, puis la boutique de tokens`,
  fits: {
    monthly: "Convient : utilise {needed} des {included} tokens par mois",
    yearly: "Convient : utilise {needed} des {included} tokens par an",
  },
  doesNotFit: {
    monthly: "Ne convient pas : il faut {needed} tokens par mois, {included} inclus",
    yearly: "Ne convient pas : il faut {needed} tokens par an, {included} inclus",
  },
  correctFields: "Corrigez les champs ci-dessus pour voir ce que coûtent vos vidéos.",
  videosOf: { one: "{count} vidéo de {length} par mois", other: "{count} vidéos de {length} par mois" },
  cheapest: "{videos}, cela fait {total} de vidéo. La formule la moins chère qui convient est {plan}, {billed}, à {price}/mois.",
  cheapestBilled: { monthly: "en paiement mensuel", yearly: "en paiement annuel" },
  tooMuch:
    "{videos}, cela fait {total} de vidéo : plus que ce qu'inclut n'importe quelle formule. Parlons d'un volume sur mesure.",
  startWith: "Commencer avec {plan}",
  contactSales: "Contacter l'équipe commerciale",
  errors: {
    lengthEmpty: "Indiquez la durée du morceau en minutes et secondes, par ex. 3:00.",
    lengthFormat: "Écrivez la durée sous la forme minutes:secondes, par ex. 3:00 ou 2:45.",
    lengthSeconds: "Les secondes vont de 00 à 59, par ex. 2:45.",
    lengthRange: `Le calculateur couvre la durée de morceau recommandée, de ${MIN} à ${MAX}.`,
    videosEmpty: "Indiquez combien de vidéos vous faites par mois, par ex. 4.",
    videosNegative: "Le nombre de vidéos ne peut pas être négatif : indiquez 1 ou plus.",
    videosWhole: "Indiquez un nombre entier de vidéos, par ex. 4.",
    videosZero: "Indiquez au moins 1 vidéo.",
    videosTooMany: `Le calculateur compte jusqu'à ${formatNumber(MAX_VIDEOS, "fr")} vidéos par mois : au-delà, contactez l'équipe commerciale.`,
  },
}
