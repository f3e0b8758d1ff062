import type * as en from "#app/content/blog.ts"

export const list: typeof en.list = {
  title: "Le blog du clip musical par IA\u202f: guides, conseils et actualités",
  description:
    "Des guides pratiques pour les musiciens et créateurs qui font des clips avec l’IA\u202f: méthodes de travail, lip-sync, styles visuels, vidéo verticale et planification des sorties.",
  heroTitle: "Récits et guides pour celles et ceux qui créent des clips avec l’IA",
  pageOfCount: "Page {page} sur {count}",
  pageSuffix: " — page {page} sur {count}",
}

export const tagList: typeof en.tagList = {
  title: "Articles sur le sujet «\u202f{tag}\u202f»",
  description:
    "Les articles du blog Syncreel sur le sujet «\u202f{tag}\u202f»\u202f: guides et conseils pour créer des clips musicaux avec l’IA.",
}

export const emptyLanguage: typeof en.emptyLanguage = {
  heading: "Pas encore d’articles en français",
  text: "Nous n’avons pas encore publié d’articles en français. Notre blog en anglais réunit tout ce que nous avons écrit jusqu’ici.",
  link: "Lire le blog en anglais",
}

export const feed: typeof en.feed = {
  description: "Guides et actualités pour les musiciens et créateurs qui font des clips musicaux avec l’IA.",
}

export const translations: typeof en.translations = {
  heading: "Lire cet article en",
}
