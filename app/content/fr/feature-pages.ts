import type * as en from "#app/content/feature-pages.ts"
import { platformNotes as english } from "#app/content/feature-pages.ts"
import { formatNumber } from "#app/content/plans.ts"
import { plural } from "#app/i18n/format.ts"
import { LANGUAGES, LIP_SYNC_ACCURACY } from "#app/content/facts.ts"
import { atLeast, formatShare, roundTheClock } from "#app/content/fact-format.ts"

const accuracy = formatShare(LIP_SYNC_ACCURACY, "fr")

export const featurePageText: typeof en.featurePageText = {
  figuresLabel: "Chiffres clés",
  platformNotesTitle: "Notes sur les plateformes",
  platformNotesIntro:
    "Les limites d'import des principales plateformes, pour que la vidéo exportée soit acceptée. Ce sont les règles des plateformes elles-mêmes, et elles changent de temps en temps.",
  platformTableLabel: "Limites d'import par plateforme",
  platformTableHeadings: ["Plateforme", "Durée de la vidéo", "Taille maximale du fichier", "Format idéal"],
  moreFeatures: "Autres fonctionnalités",
  learnMore: "En savoir plus",
  closingTitle: "Écoutez. Regardez. Partagez.",
  closingText: (videos) =>
    `Importez un morceau et obtenez votre premier clip en quelques minutes. ${plural(videos, "fr", { one: "La première vidéo est offerte", other: `Les ${formatNumber(videos, "fr")} premières vidéos sont offertes` })}, sans carte bancaire.`,
  closingCta: "Commencer à créer",
}

const notes: Omit<(typeof english)[number], "maxSize">[] = [
  { platform: "TikTok et autres applis de vidéos courtes", length: "De 15 secondes à 3 minutes", format: "Vertical 9:16" },
  {
    platform: "YouTube",
    length: "Illimitée (au-delà de 15 minutes, un compte validé est requis)",
    format: "Horizontal 16:9 (Shorts : 9:16)",
  },
  { platform: "Publication Instagram", length: "De 3 à 60 secondes", format: "Carré 1:1 ou vertical 9:16" },
  { platform: "Facebook", length: "De 1 seconde à 240 minutes", format: "N'importe lequel des trois" },
]

export const platformNotes: typeof en.platformNotes = english.map((note, i) => ({ ...note, ...notes[i] }))

export const featurePages: typeof en.featurePages = {
  "lightning-fast": {
    title: "Création de clips musicaux par IA ultra-rapide",
    headline: "Du morceau terminé au clip en moins de 5 minutes",
    intro:
      "Importez une chanson et recevez, dans la plupart des cas, un clip complet et synchronisé sur les lèvres en moins de cinq minutes. Le rendu tourne 24 h/24 et 7 j/7 : une idée le soir de la sortie n'a pas à attendre le matin.",
    description:
      "Syncreel transforme un morceau en clip terminé et en lip-sync en moins de 5 minutes dans la plupart des cas, avec un rendu 24 h/24 et un export en 30 s.",
    figures: [
      { value: "< 5 min", label: "jusqu'à la vidéo terminée, dans la plupart des cas" },
      { value: `${roundTheClock("fr")}`, label: "de traitement, tous les jours de l'année" },
      { value: "< 30 s", label: "pour exporter le fichier final" },
      { value: "30 s – 4 min", label: "durée de morceau conseillée" },
    ],
    sections: [
      {
        title: "Pourquoi la vitesse change votre façon de travailler",
        paragraphs: [
          "Quand une vidéo prend des semaines, vous en faites une et vous espérez qu'elle plaise. Quand elle prend quelques minutes, vous pouvez essayer une version nocturne et sombre et une version lumineuse de jour, publier les deux et garder celle que votre public regarde jusqu'au bout.",
          "Des brouillons rapides simplifient aussi la relecture. Vous regardez un premier montage avec le son, notez les deux moments à changer et les corrigez tant que l'idée est encore fraîche.",
        ],
      },
      {
        title: "Ce qui se passe pendant ces quelques minutes",
        paragraphs: ["Le générateur traite votre morceau en une seule passe, sans attendre personne :"],
        points: [
          "L'audio est analysé : tempo, temps, sections et voix principale.",
          "Les scènes sont planifiées pour que coupes et mouvements de caméra tombent sur la musique.",
          "L'interprète est animé et synchronisé sur la voix.",
          "La vidéo est rendue dans le format choisi, prête à être prévisualisée et exportée.",
        ],
      },
      {
        title: "Obtenir les résultats les plus rapides",
        paragraphs: [
          "Les morceaux de 30 secondes à 4 minutes offrent le meilleur équilibre entre vitesse et qualité. Pour une chanson plus longue, créez la vidéo complète pour YouTube et une version courte de la meilleure partie pour les réseaux sociaux.",
          "Un brief visuel court et précis fait aussi gagner du temps : plus la description est claire, moins il faut régénérer.",
        ],
      },
    ],
  },
  "perfect-sync": {
    title: "Synchronisation parfaite : des clips montés sur le temps",
    headline: "Chaque coupe, chaque mouvement, chaque effet tombe sur le temps",
    intro:
      "Syncreel écoute avant de dessiner. Les scènes suivent le tempo et la structure de votre morceau : la vidéo respire avec le couplet, s'envole avec le refrain et frappe à chaque drop.",
    description:
      "La synchronisation parfaite cale chaque scène sur votre morceau : coupes et mouvements de caméra tombent sur le temps, en 30 ou 60 FPS avec un audio à 320 kbps.",
    figures: [
      { value: "30 / 60 FPS", label: "de fréquence d'images, selon l'énergie" },
      { value: "320 kbps", label: "d'audio MP3 dans le fichier exporté" },
      { value: "Image par image", label: "un contrôle pour décaler chaque moment" },
      { value: "30 s – 4 min", label: "durée de morceau conseillée" },
    ],
    sections: [
      {
        title: "Construit à partir de la musique",
        paragraphs: [
          "La plupart des outils vidéo traitent la bande-son comme un ajout de dernière minute. Ici, le morceau est le point de départ : ses temps, ses mesures et ses sections décident où les scènes changent et comment la caméra bouge.",
        ],
        points: [
          "Les coupes tombent sur les temps et les temps forts, pas au hasard.",
          "Couplets, refrains et ponts reçoivent un traitement visuel distinct.",
          "L'énergie du mix donne le rythme du mouvement à l'écran.",
          "Les passages calmes ont de la place pour respirer, sans remplissage.",
        ],
      },
      {
        title: "Choisissez la bonne fréquence d'images",
        paragraphs: [
          "Exportez en 60 FPS pour les morceaux dance rapides et les mouvements de caméra vifs, où la fluidité compte. Choisissez 30 FPS pour les ballades et les chansons lentes, qu'un rendu plus calme et plus cinématographique sert mieux.",
        ],
      },
      {
        title: "Corriger un moment sans tout recommencer",
        paragraphs: [
          "Si une transition arrive une fraction de seconde trop tôt, inutile de refaire la vidéo. Le contrôle image par image vous permet de décaler un changement, de remplacer un plan ou de régénérer une seule section, et l'aperçu en temps réel la rejoue avec le son avant que vous validiez.",
        ],
      },
    ],
  },
  "lip-sync": {
    title: "Lip-sync par IA pour clips musicaux",
    headline: "Chaque mot chanté, chaque syllabe synchronisée",
    intro: `L'interprète de votre vidéo chante vos paroles, pas une approximation. Les mouvements de la bouche suivent la voix principale syllabe par syllabe, dans plus de ${formatNumber(LANGUAGES, "fr")} langues.`,
    description: `Le lip-sync de Syncreel cale la bouche de l'interprète sur votre voix avec ${accuracy} de précision, dans plus de ${formatNumber(LANGUAGES, "fr")} langues : les chanteurs IA chantent chaque mot.`,
    figures: [
      { value: accuracy, label: "de précision du lip-sync" },
      { value: `${atLeast(LANGUAGES, "fr")}`, label: "langues prises en charge" },
      { value: "30 / 60 FPS", label: "pour des mouvements de bouche fluides" },
      { value: "< 5 min", label: "jusqu'à une vidéo en lip-sync, dans la plupart des cas" },
    ],
    sections: [
      {
        title: "Pourquoi le lip-sync fait ou défait un clip",
        paragraphs: [
          "Le public pardonne un décor stylisé, pas un chanteur dont la bouche est décalée. Des sons comme p, b et m ferment les lèvres, et l'œil repère l'erreur aussitôt. C'est un lip-sync précis qui transforme un personnage généré en véritable interprète.",
          "C'est d'autant plus vrai pour les chansons créées avec des outils de musique IA, où il n'y a pas d'artiste à filmer. La voix existe : le lip-sync lui donne un visage.",
        ],
      },
      {
        title: "Comment il suit votre voix",
        paragraphs: ["La voix principale est isolée du mix et associée aux mouvements de bouche qui produisent chaque son :"],
        points: [
          "Les syllabes sont associées à des formes de bouche, y compris les consonnes à lèvres fermées que le public remarque en premier.",
          "Les notes tenues gardent la bouche ouverte et stable, sans battements.",
          "Dans les passages instrumentaux, l'interprète se repose, bouge ou réagit.",
          `Plus de ${formatNumber(LANGUAGES, "fr")} langues : un refrain en espagnol ou un couplet en japonais passent tout aussi bien.`,
        ],
      },
      {
        title: "Obtenir le meilleur résultat",
        paragraphs: [
          "Une voix principale claire et bien en avant donne la synchronisation la plus précise. Les couplets de rap rapides et les voix très traitées méritent un œil attentif dans l'aperçu, et chaque moment à reprendre se corrige image par image.",
        ],
      },
    ],
  },
  "multiple-formats": {
    title: "Clips musicaux en 9:16, 16:9 et 1:1",
    headline: "Vertical, horizontal et carré à partir d'un seul projet",
    intro:
      "Créez la vidéo une fois et exportez-la pour chaque écran : 9:16 pour TikTok, Reels et Shorts, 16:9 pour YouTube et 1:1 pour les publications du fil, toujours en pleine résolution.",
    description:
      "Exportez un projet en vertical 9:16 (1080x1920), horizontal 16:9 (1920x1080) ou carré 1:1 (1080x1080), en MP4, MOV ou WebM, pour chacune de vos plateformes.",
    figures: [
      { value: "1080x1920", label: "vertical 9:16" },
      { value: "1920x1080", label: "horizontal 16:9" },
      { value: "1080x1080", label: "carré 1:1" },
      { value: "MP4 · MOV · WebM", label: "formats de fichier" },
    ],
    sections: [
      {
        title: "Une chanson, tous les fils",
        paragraphs: [
          "Une vidéo horizontale dans un fil vertical gaspille la majeure partie de l'écran, et une vidéo verticale sur YouTube se retrouve entre deux bandes noires. Exporter la bonne forme pour chaque plateforme est l'un des moyens les plus simples de retenir l'attention.",
        ],
        points: [
          "Vertical 9:16 (1080x1920) pour TikTok, Instagram Reels et YouTube Shorts.",
          "Horizontal 16:9 (1920x1080) pour YouTube et les sites web.",
          "Carré 1:1 (1080x1080) pour les publications du fil Instagram et Facebook.",
        ],
      },
      {
        title: "Cadré pour le format, pas seulement recadré",
        paragraphs: [
          "Les versions verticales gardent l'interprète proche et centré ; les horizontales laissent de la place aux plans larges et aux paysages. Choisissez au départ le format qui compte le plus, puis exportez les autres depuis le même projet.",
        ],
      },
      {
        title: "Le bon fichier pour chaque usage",
        paragraphs: [
          "Le MP4 se lit partout et c'est le format par défaut pour les imports. Le MOV convient pour poursuivre le montage dans un logiciel de bureau. Le WebM est léger et se lit dans les navigateurs récents, ce qui en fait un bon choix pour une vidéo d'arrière-plan sur le site d'un artiste.",
        ],
      },
    ],
  },
  "ai-enhancement": {
    title: "Amélioration par IA pour clips musicaux",
    headline: "Lumière, couleur et détails de cinéma dans chaque image",
    intro:
      "Choisissez un style et l'IA s'occupe du métier : éclairage, étalonnage et mise à l'échelle sur toute la vidéo, livrée en Full HD avec une couleur 10 bits. Peaufinez ensuite chaque moment image par image.",
    description:
      "L'amélioration par IA éclaire, étalonne et agrandit chaque image de votre clip : Full HD, couleur 10 bits, 15–25 Mbps et aucun filigrane avec un forfait payant.",
    figures: [
      { value: "10 bits", label: "de profondeur de couleur" },
      { value: "15–25 Mbps", label: "de débit vidéo" },
      { value: "Full HD", label: "en sortie, jusqu'à 1920x1080" },
      { value: "Sans filigrane", label: "avec les forfaits payants" },
    ],
    sections: [
      {
        title: "Un rendu homogène de la première à la dernière image",
        paragraphs: [
          "Les scènes générées peuvent dériver : un plan chaud à côté d'un plan froid, un visage net à côté d'un visage flou. L'amélioration harmonise le tout, pour que la vidéo semble tournée et étalonnée par une seule équipe.",
        ],
        points: [
          "Un éclairage qui reste cohérent d'une scène à l'autre.",
          "Un étalonnage fidèle à l'ambiance choisie.",
          "Une mise à l'échelle qui garde nets les visages, les mains et les contours.",
          "Le lissage des petits scintillements auxquels la vidéo générée est sujette.",
        ],
      },
      {
        title: "Une qualité qui résiste à la compression",
        paragraphs: [
          "Chaque plateforme recompresse ce que vous importez. Partir d'une couleur 10 bits et d'un débit de 15 à 25 Mbps laisse de la marge : les dégradés restent doux et les scènes sombres propres, même après le traitement de TikTok ou YouTube.",
        ],
      },
      {
        title: "Le dernier mot vous revient",
        paragraphs: [
          "L'amélioration est un point de départ, pas un verrou. Avec le contrôle image par image, vous régénérez un plan, changez une transition ou ajustez un moment précis, et vérifiez le résultat dans l'aperçu en temps réel.",
        ],
      },
    ],
  },
  "instant-export": {
    title: "Export instantané de clips musicaux",
    headline: "Téléchargez votre vidéo dès qu'elle est prête",
    intro:
      "Pas de file d'attente après le rendu. Exportez un fichier Full HD en moins de 30 secondes, en MP4, MOV ou WebM, sans filigrane avec les forfaits payants.",
    description:
      "Exportez votre clip en moins de 30 s en MP4, MOV ou WebM : audio à 320 kbps, vidéo 10 bits à 15–25 Mbps en 30 ou 60 FPS, sans filigrane avec un forfait payant.",
    figures: [
      { value: "< 30 s", label: "pour exporter" },
      { value: "320 kbps", label: "d'audio MP3" },
      { value: "15–25 Mbps", label: "de vidéo 10 bits" },
      { value: "30 / 60 FPS", label: "de fréquence d'images" },
    ],
    sections: [
      {
        title: "Prêt à publier, pas à corriger",
        paragraphs: [
          "Le fichier que vous téléchargez est celui que vous publiez : au bon format pour la plateforme, avec un son en pleine qualité et sans filigrane avec les forfaits payants. Il ne reste rien à réencoder ni à recadrer.",
        ],
        points: [
          "MP4 pour l'importer sur n'importe quelle plateforme.",
          "MOV pour poursuivre le montage, ajouter sous-titres et titres.",
          "WebM pour les sites web et la lecture dans le navigateur.",
          "Audio MP3 à 320 kbps, pour que votre master sonne comme vous l'avez mixé.",
        ],
      },
      {
        title: "Plusieurs versions en une minute",
        paragraphs: [
          "Comme l'export prend moins de 30 secondes, produire une version verticale, une horizontale et une carrée de la même vidéo ne coûte presque rien. Publiez chacune nativement sur sa plateforme plutôt que de partager un seul lien partout.",
        ],
      },
      {
        title: "Vérifiez les limites de la plateforme",
        paragraphs: [
          "Chaque plateforme a ses propres règles de durée et de taille de fichier. Le tableau ci-dessous les résume, pour que vous puissiez raccourcir une chanson longue pour les applis de vidéos courtes avant d'exporter.",
        ],
      },
    ],
  },
}
