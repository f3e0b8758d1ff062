import type { Messages } from "./en.ts"

// French typography: a narrow no-break space (U+202F) before "!", "?", ":" and ";".
export const messages: Messages = {
  skipToContent: "Aller au contenu",
  inEnglish: "(en anglais)",
  opensInNewTab: " (s’ouvre dans un nouvel onglet)",
  language: {
    switcherLabel: "Langue",
    current: "Français",
    footerHeading: "Cette page en",
  },
  suggestion: {
    text: "Cette page existe aussi en français.",
    link: "La lire en français",
    dismiss: "Fermer",
  },
  header: {
    mainNav: "Navigation principale",
    sections: {
      features: "Fonctionnalités",
      examples: "Exemples",
      pricing: "Tarifs",
      testimonials: "Témoignages",
    },
    blog: "Blog",
    signIn: "Se connecter",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    logoHome: "accueil",
  },
  footer: {
    tagline:
      "Transformez n’importe quel morceau en clip synchronisé sur les paroles en quelques minutes : vertical, horizontal ou carré, en Full HD et sans filigrane.",
    socialLabel: "Réseaux sociaux",
    socialLink: "{brand} sur {network} (s’ouvre dans un nouvel onglet)",
    featuredOn: "Présenté sur",
    getTheApp: "Téléchargez l’app",
    storeBadges: { ios: "Télécharger dans l'", android: "Disponible sur" },
    lists: {
      pages: "Pages",
      features: "Fonctionnalités",
      resources: "Ressources",
    },
    links: {
      home: "Accueil",
      blog: "Blog",
      pricing: "Tarifs",
      affiliate: "Programme d’affiliation",
      nanoBanana: "Intégration Nano Banana",
      deleteAccount: "Supprimer mon compte",
      terms: "Conditions",
      howToCreate: "Créer un clip musical avec l’IA",
      bestTools2025: "Les meilleurs outils de clips IA en 2025",
      sunoVsUdio: "Suno ou Udio",
      sunoMusicVideo: "Clips pour Suno",
      udioMusicVideo: "Clips pour Udio",
    },
    featureTitles: {
      "lightning-fast": "Ultra-rapide",
      "perfect-sync": "Synchronisation parfaite",
      "lip-sync": "Lip-sync",
      "multiple-formats": "Tous les formats",
      "ai-enhancement": "Amélioration par IA",
      "instant-export": "Export instantané",
    },
    madeWithCare: "© {year} {brand}. Conçu avec soin pour les musiciens et les créateurs.",
    privacyPolicy: "Politique de confidentialité",
    termsAndConditions: "Conditions générales",
    cookiePolicy: "Politique de cookies",
    accessibility: "Accessibilité",
  },
  consent: {
    notice: "Votre vie privée, votre choix",
    preferences: "Préférences de cookies",
    description:
      "Avec votre accord, nous utilisons des cookies de mesure d’audience pour comprendre comment le site est utilisé, et des cookies marketing pour mesurer nos publicités. Rien n’est enregistré tant que vous n’avez pas choisi, et vous pouvez changer d’avis à tout moment depuis « Préférences de cookies », en bas de chaque page.",
    readPolicy: "Lire notre politique de cookies",
    closePreferences: "Fermer les préférences de cookies",
    closeAndReject: "Fermer et refuser tous les cookies",
    saveChoices: "Enregistrer mes choix",
    customise: "Personnaliser",
    rejectAll: "Tout refuser",
    acceptAll: "Tout accepter",
    categories: {
      analytics: {
        title: "Mesure d’audience",
        description:
          "Compte les visites et les clics pour savoir quelles pages aident à faire connaître Syncreel (PostHog, cloud européen).",
      },
      marketing: {
        title: "Marketing",
        description:
          "Mesure quelles publicités nous amènent des visiteurs, via Google Tag Manager et le pixel Meta, et retient l’annonce par laquelle vous êtes arrivé lorsque vous ouvrez l’app.",
      },
    },
  },
  share: {
    share: "Partager",
    sharePage: "Partager cette page",
    options: "Options de partage",
    shareOn: "Partager sur {network}",
    copyLink: "Copier le lien",
    shared: "Partagé\u202f!",
    sharedThanks: "Merci de partager nos contenus",
    copied: "Lien copié\u202f!",
    copiedText: "Le lien a été copié dans le presse-papiers.",
    copyFailed: "Échec de la copie",
    copyFailedText: "Réessayez ou copiez le lien manuellement",
  },
  toast: {
    dismissNotification: "Fermer la notification",
  },
  dialog: {
    close: "Fermer",
  },
  notFound: {
    metaTitle: "Scène introuvable | {brand}",
    metaDescription: "Cette page n’existe pas. Retrouvez le chemin de l’accueil de {brand} ou du blog.",
    heading: "Scène introuvable",
    text: "On dirait que cette page a été coupée au montage. Elle a peut-être été déplacée, ou le lien contient une faute de frappe.",
    requestedPath: "Chemin demandé\u202f: ",
    backHome: "Retour à l’accueil",
    goBack: "Page précédente",
  },
  error: {
    metaTitle: "Un problème est survenu | {brand}",
    status: "Erreur {status}",
    heading: "Erreur inattendue de l’application",
    text: "Désolés, un problème est survenu de notre côté pendant le chargement de cette page. Réessayez dans un instant.",
    backHome: "Retour à l’accueil",
    tryAgain: "Réessayer",
  },
}
