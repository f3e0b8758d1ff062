import type * as en from "#app/content/blog.ts"

export const list: typeof en.list = {
  title: "Blog de videos musicales con IA: guías, consejos y novedades",
  description:
    "Guías prácticas para músicos y creadores que hacen videos musicales con IA: flujos de trabajo, lip-sync, estilos visuales, video vertical y planificación de lanzamientos.",
  heroTitle: "Historias y guías para quienes crean videos musicales con IA",
  pageOfCount: "Página {page} de {count}",
  pageSuffix: " — página {page} de {count}",
}

export const tagList: typeof en.tagList = {
  title: "Artículos con la etiqueta “{tag}”",
  description: "Artículos del blog de Syncreel con la etiqueta “{tag}”: guías y consejos para crear videos musicales con IA.",
}

export const emptyLanguage: typeof en.emptyLanguage = {
  heading: "Todavía no hay artículos en español",
  text: "Aún no hemos publicado artículos en español. En nuestro blog en inglés encontrarás todo lo que hemos escrito hasta ahora.",
  link: "Leer el blog en inglés",
}

export const feed: typeof en.feed = {
  description: "Guías y novedades para músicos y creadores que hacen videos musicales con IA.",
}

export const translations: typeof en.translations = {
  heading: "Lee este artículo en",
}
