import type * as en from "#app/content/blog.ts"

export const list: typeof en.list = {
  title: "Blog de videoclipes com IA: guias, dicas e novidades",
  description:
    "Guias práticos para músicos e criadores que fazem videoclipes com IA: fluxos de trabalho, lip-sync, estilos visuais, vídeo vertical e planejamento de lançamentos.",
  heroTitle: "Histórias e guias para quem cria videoclipes com IA",
  pageOfCount: "Página {page} de {count}",
  pageSuffix: " — página {page} de {count}",
}

export const tagList: typeof en.tagList = {
  title: "Artigos com a tag “{tag}”",
  description: "Artigos do blog do Syncreel com a tag “{tag}”: guias e dicas para quem cria videoclipes com IA.",
}

export const emptyLanguage: typeof en.emptyLanguage = {
  heading: "Ainda não há artigos em português",
  text: "Ainda não publicamos artigos em português. No nosso blog em inglês você encontra tudo o que escrevemos até agora.",
  link: "Ler o blog em inglês",
}

export const feed: typeof en.feed = {
  description: "Guias e novidades para músicos e criadores que fazem videoclipes com IA.",
}

export const translations: typeof en.translations = {
  heading: "Leia este artigo em",
}
