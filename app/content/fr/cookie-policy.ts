import { site } from "#app/config/site.ts"
import { type CookieCategory, type CookiePolicyPageText, lifetime, storedNames } from "#app/content/cookie-policy.ts"

// The cookie policy in French. Names and lifetimes come from the English module (the code that
// sets them); this file only words them. Formal register (vous); a no-break space before ":".

const b = site.brand

export const cookieCategories: CookieCategory[] = [
  {
    id: "essential",
    title: "Cookies essentiels",
    summary:
      "Toujours actifs. Ils servent uniquement à mémoriser le choix que vous avez fait dans le bandeau cookies, pour ne pas vous le redemander sur chaque page.",
    items: [
      {
        name: storedNames.consent,
        by: "Ce site",
        purpose:
          "Votre choix\u00a0: la version de la politique à laquelle vous avez répondu, sa date, et si la mesure d'audience et le marketing sont autorisés",
        lifetime: `${lifetime("consentMonths", "fr")} (${lifetime("consentDays", "fr")}), puis nous vous redemandons votre choix`,
      },
    ],
  },
  {
    id: "analytics",
    title: "Cookies de mesure d'audience",
    summary:
      "Désactivés sauf si vous les autorisez. Ils comptent les pages vues et les clics sur nos appels à l'action, pour que nous sachions ce qui aide les visiteurs. Les données sont traitées par PostHog dans son cloud européen.",
    items: [
      {
        name: storedNames.posthog,
        by: "PostHog",
        purpose: "Un identifiant de visiteur anonyme et la session, dans un cookie et dans le stockage local du navigateur",
        lifetime: lifetime("posthog", "fr"),
      },
    ],
  },
  {
    id: "marketing",
    title: "Cookies marketing",
    summary:
      "Désactivés sauf si vous les autorisez. Ils nous indiquent quelles publicités amènent des visiteurs, via Google Tag Manager (avec Google Analytics) et le Meta Pixel, et transmettent à l'application la publicité d'où vous venez lorsque vous l'ouvrez.",
    items: [
      {
        name: storedNames.ga,
        by: "Google Analytics (via Tag Manager)",
        purpose: "Distingue les visites",
        lifetime: lifetime("ga", "fr"),
      },
      {
        name: storedNames.gclAu,
        by: "Google Ads (via Tag Manager)",
        purpose: "Relie les clics sur les publicités aux visites",
        lifetime: lifetime("gclAu", "fr"),
      },
      {
        name: storedNames.fbp,
        by: "Meta Pixel",
        purpose: "Distingue les navigateurs pour mesurer les publicités",
        lifetime: lifetime("fbp", "fr"),
      },
      {
        name: storedNames.fbc,
        by: "Ce site et Meta Pixel",
        purpose: "Le clic sur la publicité Facebook ou Instagram à l'origine de votre visite (fb.1.<time>.<fbclid>)",
        lifetime: lifetime("fbc", "fr"),
      },
      {
        name: storedNames.attribution,
        by: "Ce site",
        purpose:
          "Écrits à l'ouverture de l'application, pour qu'elle attribue la visite à la bonne publicité\u00a0: l'identifiant du clic publicitaire, votre navigateur, un identifiant du clic et votre adresse IP",
        lifetime: lifetime("attribution", "fr"),
      },
    ],
  },
]

export const cookiePolicyPage: CookiePolicyPageText = {
  title: "Politique de cookies",
  description: `Les cookies qu'utilise ${b}, ce que chacun enregistre et pendant combien de temps, et comment modifier ou retirer votre consentement.`,
  intro: {
    before: `${b} n'enregistre que ce qui est nécessaire pour mémoriser votre choix, sauf si vous en autorisez davantage. Les cookies de mesure d'audience et marketing ne sont déposés qu'après votre accord dans le bandeau cookies, et aucune requête n'est envoyée à ces services auparavant. La manière dont nous traitons les données personnelles en général est décrite dans notre `,
    link: "politique de confidentialité",
    after: ".",
  },
  newTab: " (s'ouvre dans un nouvel onglet)",
  tableLabel: (categoryTitle) => `Liste des ${categoryTitle.toLowerCase()}`,
  columns: { name: "Nom", by: "Déposé par", purpose: "Ce qu'il enregistre", lifetime: "Durée de conservation" },
  withdraw: {
    title: "Changer d'avis",
    before: `Vous pouvez autoriser ou retirer chaque catégorie à tout moment depuis Préférences cookies, en bas de chaque page ou ici même. Lorsque vous retirez votre consentement, nous supprimons les cookies de cette catégorie et rechargeons la page sans ses services. Nous vous redemandons votre choix au bout de ${lifetime("consentMonths", "fr")}, ainsi qu'à chaque modification de cette politique. Vous pouvez aussi supprimer les cookies dans les paramètres de votre navigateur. Questions sur vos données\u00a0: `,
    after: ".",
    button: "Ouvrir les préférences cookies",
  },
}
