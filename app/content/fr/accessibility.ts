import { site } from "#app/config/site.ts"
import type { AccessibilityPageText } from "#app/content/accessibility.ts"

// The accessibility statement in French; the review date, the mail and AgID's address stay in the
// English module (formatReviewDate and barrierReportMailto take the locale). Register: vous; a
// no-break space (\u00a0) before ":" and a narrow one (\u202f) before "?".

const b = site.brand
const host = new URL(site.siteUrl).host

export const accessibilityPage: AccessibilityPageText = {
  title: "Déclaration d'accessibilité",
  description: `Le niveau d'accessibilité du site de ${b}\u00a0: notre objectif WCAG 2.2 AA et la manière dont nous le vérifions, les limites que nous connaissons et comment signaler un obstacle.`,
  backHome: "Retour à l'accueil",
  lastReviewed: "Dernière révision\u00a0:",
  callout: {
    lead: "Vous avez rencontré un obstacle\u202f?",
    text: (email) => `Écrivez-nous à ${email} et nous l'examinerons.`,
  },
  reportButton: "Signaler un obstacle",
  writeTo: (email) => `Écrire à ${email}`,
  agidLink: "Site de l'AgID",
  newTab: " (s'ouvre dans un nouvel onglet)",
  sections: [
    {
      id: "scope",
      title: "Champ de cette déclaration",
      paragraphs: [
        `${b} veut que tout le monde puisse utiliser ce site, y compris les personnes qui utilisent un lecteur d'écran, le clavier seul, un agrandissement de l'écran ou la commande vocale. Cette déclaration porte sur le site ${host}\u00a0: la page d'accueil et les pages d'atterrissage, les pages des fonctionnalités, les tarifs, les pages d'aide et le blog.`,
        `L'application de création qu'ouvrent les boutons du site, ainsi que les applications mobiles, sont des services distincts\u00a0: cette déclaration ne les couvre pas.`,
      ],
    },
    {
      id: "conformance",
      title: "État de conformité",
      paragraphs: [
        `Notre objectif est le niveau AA des Règles pour l'accessibilité des contenus Web (WCAG) 2.2, le niveau auquel renvoie la norme européenne EN 301 549. Le site est partiellement conforme aux WCAG 2.2 AA\u00a0: l'essentiel atteint l'objectif, et les exceptions sont énumérées ci-dessous, sous «\u00a0Limites connues\u00a0».`,
      ],
    },
    {
      id: "measured",
      title: "Comment nous le vérifions",
      paragraphs: [
        `La suite de tests automatisés du site exécute ces contrôles dans Chromium. Les outils automatiques détectent de nombreux obstacles, mais pas tous\u00a0: un passage réussi est un indice, pas une preuve.`,
      ],
      list: [
        "axe-core, avec ses règles WCAG 2.2 A et AA et sa vérification que chaque région (landmark) porte un nom unique, sur une page de chaque type dans chaque langue (les pages d'un même type partagent leur balisage) et sur chaque article dont le texte contient des éléments que les autres n'ont pas, à une largeur de téléphone (390 px) et d'ordinateur (1280 px), et avec le menu mobile, le panneau de partage et les boîtes de dialogue ouverts.",
        "Tests au clavier\u00a0: le parcours principal (lien d'évitement, navigation, tarifs, la boîte de dialogue d'une vidéo d'exemple, le panneau de partage) se fait au clavier seul, et chaque étape affiche un indicateur de focus visible.",
        "Lighthouse\u00a0: un score d'accessibilité de 100 sur une page de chaque type.",
        "html-validate\u00a0: le premier HTML de chaque page est du HTML valide, car les technologies d'assistance s'appuient dessus.",
        "Le calculateur de prix, le formulaire du site, est testé avec et sans JavaScript, y compris le message que reçoit chaque saisie erronée.",
      ],
    },
    {
      id: "features",
      title: "Ce à quoi vous pouvez vous attendre",
      paragraphs: [],
      list: [
        "Le contenu de chaque page figure dans son premier HTML\u00a0: il se lit sans JavaScript, et le calculateur de prix fonctionne sans lui.",
        "Un lien d'évitement vers le contenu principal, et des régions aux noms uniques pour se déplacer dans chaque page.",
        "Toutes les vidéos du site sont sous-titrées. La vidéo d'arrière-plan en haut de la page d'accueil est décorative et muette, elle ne se lance pas lorsque votre appareil demande de réduire les animations, et un bouton en bas à gauche de l'en-tête la met en pause.",
        "Les textes et les commandes respectent les rapports de contraste des WCAG, et le focus est toujours visible.",
      ],
    },
    {
      id: "limitations",
      title: "Limites connues",
      paragraphs: [],
      list: [
        "Les vidéos d'exemple de la page d'accueil sont de courts aperçus des clips complets, pas les chansons entières.",
        "Certains articles du blog intègrent des vidéos YouTube. Leur lecteur et ses commandes sont ceux de YouTube, et nous ne pouvons pas les modifier.",
        "Les contrôles automatiques couvrent chaque page fixe et un échantillon des articles du blog, pas chaque article\u00a0: un article publié plus tard n'est pas vérifié avant sa parution.",
      ],
    },
    {
      id: "report",
      title: "Signaler un obstacle",
      paragraphs: [
        `Si un élément de ce site vous est difficile ou impossible à utiliser, dites-le-nous\u00a0: écrivez à ${site.email.support}. Indiquez la page, ce que vous essayiez de faire et ce qui n'a pas fonctionné, et, si vous le souhaitez, le navigateur et la technologie d'assistance que vous utilisez. Nous lisons chaque signalement et répondons par e-mail.`,
      ],
    },
    {
      id: "enforcement",
      title: "Procédure de mise en œuvre",
      paragraphs: [
        `Si notre réponse ne vous satisfait pas, ou si vous n'en recevez aucune, vous pouvez le signaler via son site à l'AgID (Agenzia per l'Italia Digitale), l'autorité italienne qui contrôle l'accessibilité des produits et services au titre de l'acte européen sur l'accessibilité (décret législatif italien 82/2022).`,
      ],
    },
    {
      id: "preparation",
      title: "Établissement de cette déclaration",
      paragraphs: [
        `L'équipe qui développe le site a établi cette déclaration par auto-évaluation, à partir des contrôles ci-dessus. Sa dernière révision date du jour indiqué en haut de cette page.`,
      ],
    },
  ],
}
