import type * as en from "#app/content/blog.ts"

export const list: typeof en.list = {
  title: "Blog zu KI-Musikvideos: Anleitungen, Tipps und News",
  description:
    "Praxisnahe Anleitungen für Musiker und Creator, die Musikvideos mit KI machen: Workflows, Lip-Sync, visuelle Stile, Hochkant-Videos und Release-Planung.",
  heroTitle: "Geschichten und Anleitungen für alle, die KI-Musikvideos machen",
  pageOfCount: "Seite {page} von {count}",
  pageSuffix: " – Seite {page} von {count}",
}

export const tagList: typeof en.tagList = {
  title: "Artikel zum Thema „{tag}“",
  description: "Artikel im Syncreel-Blog zum Thema „{tag}“: Anleitungen und Tipps für alle, die Musikvideos mit KI machen.",
}

export const emptyLanguage: typeof en.emptyLanguage = {
  heading: "Noch keine Artikel auf Deutsch",
  text: "Wir haben noch keine Artikel auf Deutsch veröffentlicht. In unserem englischen Blog findest du alles, was wir bisher geschrieben haben.",
  link: "Zum englischen Blog",
}

export const feed: typeof en.feed = {
  description: "Anleitungen und News für Musiker und Creator, die Musikvideos mit KI machen.",
}

export const translations: typeof en.translations = {
  heading: "Diesen Artikel lesen auf",
}
