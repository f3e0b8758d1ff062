import type * as en from "#app/content/blog-chrome.ts"
import { FREE_VIDEOS } from "#app/content/plans.ts"

export const chrome: typeof en.chrome = {
  backToBlog: "Retour au blog",
  readingTime: { one: "{count} min de lecture", other: "{count} min de lecture" },
  startCreating: "Commencer à créer",
  article: {
    share: "Cet article vous a été utile\u202f? Partagez-le avec un autre créateur.",
    readInThisLanguage: "Lire en français",
    otherLanguages: "Cet article dans d’autres langues",
  },
  callToAction: {
    title: "Transformez votre morceau en clip",
    text: `Avec lip-sync, calé sur le rythme et prêt pour toutes les plateformes en quelques minutes. Vos ${FREE_VIDEOS} premières vidéos sont offertes, sans carte bancaire.`,
  },
  table: "Tableau",
  comparison: {
    label: "Suno et Udio comparés",
    caption: "Suno et Udio comparés fonction par fonction, avec le gagnant de chaque ligne",
    feature: "Fonction",
    winner: "Gagnant",
  },
  factors: {
    tie: "Égalité",
    winner: "Gagnant\u202f: {winner}",
    sides: { AI: "IA", Traditional: "Tournage classique" },
  },
  stats: { users: "Utilisateurs", growth: "Croissance" },
  reviews: {
    outOfFive: " sur 5",
    price: "Prix",
    users: "Utilisateurs",
    processingTime: "Temps de traitement",
    strengths: "Points forts",
    limitations: "Limites",
    bestFor: "Idéal pour\u202f:",
    verdict: "Verdict\u202f:",
  },
  video: {
    play: "Lire la vidéo\u202f: ",
    caption: "La vidéo n’est chargée depuis YouTube (mode de confidentialité renforcée) qu’au moment où vous lancez la lecture.",
  },
  card: { readFull: "Lire l’article complet" },
  view: {
    published: "Publié le",
    originallyAt: "Publié à l’origine sur",
    author: "Par",
    faq: "Questions fréquentes",
    newTab: " (s’ouvre dans un nouvel onglet)",
    ctaTitle: "Faites un clip de votre prochain morceau",
    ctaText: `Avec lip-sync, dans tous les formats, en quelques minutes. Vos ${FREE_VIDEOS} premières vidéos sont offertes.`,
    tags: "Étiquettes",
    tag: "Étiquette\u202f: ",
    related: "Articles similaires",
    notFoundTitle: "Article introuvable",
    notFoundText: "L’article que vous cherchez n’existe pas.",
  },
  list: {
    badge: "Le blog Syncreel",
    empty: "Aucun article pour l’instant. Revenez bientôt\u202f!",
    latest: "Derniers articles",
    guidesTitle: "Guides et comparatifs",
    guidesLead:
      "Tutoriels détaillés, tests d’outils et analyses de marché pour celles et ceux qui créent des clips musicaux avec l’IA.",
    ctaTitle: "Prêt à voir votre musique\u202f?",
    ctaText: `Transformez votre prochain morceau en clip avec lip-sync en quelques minutes. Vos ${FREE_VIDEOS} premières vidéos sont offertes, sans carte bancaire.`,
  },
  pagination: {
    label: "Pagination",
    previous: "Précédente",
    next: "Suivante",
    toPage: "\u202f: page {page}",
    page: "Page ",
  },
  preview: {
    title: "Aperçu\u202f: non publié.",
    text: "Cet article est {when}\u202f; seules les personnes disposant de ce lien peuvent le voir.",
    scheduled: "programmé pour le {date}",
    draft: "un brouillon",
  },
  pending: { articles: "Chargement des articles…", article: "Chargement de l’article…" },
}
