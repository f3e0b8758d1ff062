import type * as en from "#app/content/showcase.ts"
import { translateScreenshots } from "#app/content/showcase.ts"

export const screenshots: typeof en.screenshots = translateScreenshots({
  "frame-by-frame-control": {
    title: "Contrôle image par image",
    description: "Parcourez chaque image sur la timeline et modifiez le prompt de n’importe quelle scène sans toucher au reste.",
    alt: "La timeline de l’éditeur avec les vignettes des scènes, la forme d’onde du morceau et une image sélectionnée prête à être modifiée",
  },
  "real-time-preview": {
    title: "Aperçu en temps réel",
    description: "Regardez la vidéo défiler sur votre morceau pendant le rendu et repérez une mauvaise coupe avant l’export.",
    alt: "Le lecteur d’aperçu affichant une scène rendue, les commandes de lecture et la piste de lip-sync en dessous",
  },
  "smart-asset-library": {
    title: "Bibliothèque intelligente",
    description: "Rangez chanteurs, styles et scènes dans une seule bibliothèque et réutilisez-les à chaque sortie.",
    alt: "Une grille de personnages, styles et scènes enregistrés dans la bibliothèque, avec des filtres à gauche",
  },
  "quick-video-generation": {
    title: "Génération rapide de vidéos",
    description: "Déposez un morceau, choisissez un style et un format, et obtenez une vidéo terminée en moins de 5 minutes.",
    alt: "Le formulaire de nouvelle vidéo avec un morceau importé, un sélecteur de style et les formats 9:16, 16:9 et 1:1",
  },
})
