import type * as en from "#app/content/blog.ts"

export const list: typeof en.list = {
  title: "Blog sui video musicali con l’IA: guide, consigli e novità",
  description:
    "Guide pratiche per musicisti e creator che realizzano video musicali con l’IA: flussi di lavoro, lip-sync, stili visivi, video verticali e pianificazione delle uscite.",
  heroTitle: "Storie e guide per chi crea video musicali con l’IA",
  pageOfCount: "Pagina {page} di {count}",
  pageSuffix: " — pagina {page} di {count}",
}

export const tagList: typeof en.tagList = {
  title: "Articoli con il tag «{tag}»",
  description: "Gli articoli del blog di Syncreel con il tag «{tag}»: guide e consigli per chi crea video musicali con l’IA.",
}

export const emptyLanguage: typeof en.emptyLanguage = {
  heading: "Ancora nessun articolo in italiano",
  text: "Non abbiamo ancora pubblicato articoli in italiano. Sul blog in inglese trovi tutti quelli che abbiamo scritto finora.",
  link: "Leggi il blog in inglese",
}

export const feed: typeof en.feed = {
  description: "Guide e novità per musicisti e creator che realizzano video musicali con l’IA.",
}

export const translations: typeof en.translations = {
  heading: "Leggi questo articolo in",
}
