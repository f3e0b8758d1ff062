import type * as en from "#app/content/testimonials.ts"
import { translateTestimonials } from "#app/content/testimonials.ts"

export const testimonials: typeof en.testimonials = translateTestimonials({
  "Maya Chen": {
    role: "Artiste indépendante",
    content:
      "J’avais le clip de mon single le soir même du mastering. Le lip-sync est si juste que des amis m’ont demandé à quel studio j’avais fait appel.",
  },
  "Jordan Reyes": {
    role: "Créateur sur Suno",
    content:
      "Je fais un morceau par jour avec Suno. Désormais, chacun sort avec sa propre vidéo verticale, et mes vues sur TikTok ont triplé en un mois.",
  },
  "Priya Nair": {
    role: "Social media manager, Loop Agency",
    content:
      "Nous déclinons les teasers de nos clients en 9:16, 16:9 et 1:1 à partir d’un seul rendu. Sans filigrane, en Full HD, et les délais tiennent même pour une demande à livrer le jour même.",
  },
  "Lukas Weber": {
    role: "Producteur et beatmaker",
    content:
      "Les coupes tombent sur le temps sans que je touche à une image clé. Je parcours quand même le clip image par image pour changer une scène ou deux.",
  },
  "Sofia Marquez": {
    role: "Professeure de musique",
    content:
      "Mes élèves transforment leurs chansons Udio en clips en un seul cours. Voir leurs paroles chantées à l’écran leur donne envie de continuer à écrire.",
  },
  "Dev Patel": {
    role: "A&R, Northside Records",
    content:
      "Nous nous en servons pour tester des idées visuelles avec nos nouvelles signatures avant de réserver un tournage. Cela nous a fait gagner des semaines et une bonne part du budget.",
  },
})
