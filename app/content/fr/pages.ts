import { site } from "#app/config/site.ts"
import type * as en from "#app/content/pages.ts"
import { mailtoLink } from "#app/content/pages.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"
import { AFFILIATES, LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { formatNumber, formatShare } from "#app/content/fact-format.ts"

const b = site.brand

export const nanoBanana: typeof en.nanoBanana = {
  title: "Intégration Nano Banana : des personnages IA cohérents pour vos clips musicaux",
  description:
    "Syncreel fonctionne désormais avec Nano Banana, le modèle Gemini 2.5 Flash Image de Google : créez un personnage cohérent et obtenez un clip synchronisé en moins de 3 minutes.",
  eyebrow: "Nouveau : intégration Nano Banana",
  headline: ["Nano Banana", "vos personnages chantent désormais vos chansons"],
  intro:
    "Créez un personnage avec Nano Banana, le modèle Gemini 2.5 Flash Image de Google, et Syncreel en fait un interprète qui chante votre morceau, avec le même look du premier couplet au dernier refrain. Votre clip est prêt en moins de 3 minutes.",
  features: [
    {
      title: "Le même visage dans chaque scène",
      text: "Nano Banana garde le visage, la coiffure et la tenue d'un personnage identiques d'une retouche à l'autre : votre interprète reste reconnaissable d'un plan à l'autre.",
    },
    {
      title: "Retouchez avec des mots simples",
      text: "Changez de veste, déplacez la scène sur un toit la nuit ou ajoutez de la pluie, simplement en le décrivant. Pas de masques, de calques ni de prompts bardés de pondérations.",
    },
    {
      title: "Synchronisé sur votre voix",
      text: `Syncreel anime votre personnage et cale chaque mot de la voix principale avec une synchronisation labiale précise à ${formatShare(LIP_SYNC_ACCURACY, "fr")}, dans plus de ${formatNumber(LANGUAGES, "fr")} langues.`,
    },
  ],
  steps: [
    {
      title: "Créez votre personnage",
      text: "Générez ou importez un portrait, puis affinez-le avec Nano Banana jusqu'à ce qu'il ressemble à l'artiste que vous imaginez.",
    },
    {
      title: "Importez votre morceau",
      text: "Ajoutez votre chanson, enregistrée en studio ou créée avec Suno ou Udio, et choisissez le format vertical, horizontal ou carré.",
    },
    {
      title: "Recevez votre clip",
      text: "Syncreel construit les scènes autour de votre personnage, les cale sur le rythme et synchronise les lèvres sur la voix. Le clip est prêt en moins de 3 minutes.",
    },
  ],
  heroCta: `Essayer Nano Banana dans ${b}`,
  featuresTitle: "Ce que l'intégration vous apporte",
  stepsTitle: "Trois étapes jusqu'à votre clip",
  stepsLead: "De l'idée d'un personnage à un clip musical terminé et synchronisé.",
  closingTitle: "Donnez un visage à votre chanson",
  closingText: `Créez un personnage Nano Banana et regardez-le interpréter votre morceau en moins de 3 minutes. Vos ${FREE_VIDEOS} premières vidéos sont gratuites.`,
  closingCta: "Essayer maintenant",
}

const deletionBody = [
  "Bonjour,",
  "",
  `Merci de supprimer mon compte ${b} et toutes les données personnelles qui y sont associées.`,
  "",
  "L'adresse e-mail de mon compte est : [indiquez ici l'adresse e-mail de votre compte]",
  "",
  "Je comprends que la suppression est définitive et irréversible.",
  "",
  "Merci.",
].join("\n")

export const deleteAccount: typeof en.deleteAccount = {
  title: "Supprimer votre compte",
  description: `Comment supprimer votre compte ${b} et vos données personnelles : depuis les réglages de l'app ou par e-mail. Le compte est désactivé aussitôt, les données effacées sous 30 jours.`,
  intro: `Vous pouvez supprimer votre compte ${b} à tout moment, depuis l'app ou en nous envoyant un e-mail. Voici ce qui se passe et combien de temps cela prend.`,
  removed: [
    "Toutes les vidéos que vous avez générées",
    "Les réglages et préférences de votre compte",
    "Votre historique d'utilisation",
    "Vos projets et brouillons enregistrés",
  ],
  mailto: mailtoLink(site.email.privacy, "Demande de suppression de compte", deletionBody),
  warningTitle: "La suppression est définitive",
  warningIntro: "La suppression de votre compte est irréversible. Elle efface :",
  warningNote: "Téléchargez les vidéos que vous souhaitez conserver avant de continuer.",
  howTitle: "Comment supprimer votre compte",
  appOption: "Option 1",
  appTitle: "Dans les réglages de l'app",
  appText: `Connectez-vous à ${b} sur le web ou dans l'app mobile, ouvrez **Réglages**, choisissez **Supprimer le compte** et confirmez.`,
  appCta: "Ouvrir l'app",
  mailOption: "Option 2",
  mailTitle: "Par e-mail",
  mailText: "Envoyez une demande à {email} depuis n'importe quelle adresse, en indiquant l'adresse e-mail du compte à supprimer.",
  mailCta: "Envoyer la demande par e-mail",
  timelineTitle: "Ce qui se passe ensuite",
  questions: "Des questions sur vos données ? Écrivez à {email} ou lisez notre {privacyPolicy}.",
  privacyPolicy: "Politique de confidentialité",
  timeline: [
    { when: "Immédiatement", text: "Votre compte est désactivé et vous ne pouvez plus vous connecter." },
    { when: "Sous 30 jours", text: "Vos données personnelles sont définitivement effacées de nos systèmes." },
    { when: "Une fois terminé", text: "Nous vous envoyons un e-mail de confirmation dès que la suppression est effective." },
  ],
}

const applyBody = [
  "Bonjour,",
  "",
  `Je souhaite rejoindre le programme d'affiliation de ${b}.`,
  "",
  "Nom :",
  "Site web ou réseaux sociaux :",
  "Taille de l'audience et plateforme principale :",
  `Comment je compte promouvoir ${b} :`,
  "",
  "Merci.",
].join("\n")

export const affiliate: typeof en.affiliate = {
  title: "Programme d'affiliation : 30 % de commission récurrente",
  description: `Rejoignez le programme d'affiliation de ${b} : partagez votre lien et touchez 30 % de commission récurrente sur chaque paiement de vos filleuls pendant leurs 12 premiers mois.`,
  headline: "Touchez 30 % de commission récurrente en recommandant des clips musicaux IA",
  intro: `Rejoignez plus de ${formatNumber(AFFILIATES, "fr")} affiliés qui recommandent ${b} aux musiciens et aux créateurs. Partagez votre lien et touchez 30 % de chaque paiement de vos filleuls pendant leurs 12 premiers mois.`,
  mailto: mailtoLink(site.email.affiliate, `Candidature au programme d'affiliation ${b}`, applyBody),
  applyCta: "Postuler",
  badge: `Plus de ${formatNumber(AFFILIATES, "fr")} affiliés gagnent déjà`,
  stepsTitle: "Comment ça marche",
  benefitsTitle: "Pourquoi nous recommander",
  closingTitle: "Prêt à gagner de l'argent ?",
  closingText:
    "Postulez par e-mail : parlez-nous de vos chaînes et de votre audience, et nous vous enverrons votre lien de parrainage.",
  steps: [
    {
      title: "Postulez via le formulaire",
      text: "Cliquez sur Postuler et remplissez le court formulaire du brouillon d'e-mail : qui vous êtes et où se trouve votre audience.",
    },
    {
      title: "Partagez votre lien",
      text: "Recevez votre lien de parrainage personnel et partagez-le dans vos vidéos, posts, newsletters ou tutoriels.",
    },
    {
      title: "Touchez vos commissions",
      text: "Chaque fois qu'un filleul paie un forfait, vous touchez 30 %, pendant ses 12 premiers mois.",
    },
  ],
  benefits: [
    {
      title: "Commission élevée",
      text: "30 % de commission récurrente sur chaque paiement des 12 premiers mois de chaque filleul, pas une prime unique.",
    },
    {
      title: "Forte conversion",
      text: `Votre audience peut l'essayer gratuitement : les ${FREE_VIDEOS} premières vidéos ne demandent pas de carte bancaire, et le résultat parle de lui-même.`,
    },
    {
      title: "Facile à promouvoir",
      text: "Les clips musicaux sont visuels par nature. Montrez un avant-après et votre audience en voit la valeur en quelques secondes.",
    },
  ],
}
