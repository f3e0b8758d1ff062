import { type Locale, defaultLocale, localeOfPath, withPrefix, withoutPrefix } from "./locales.ts"

/**
 * Translated URL words (docs/decisions/0018-six-languages.md): each language's word for each English
 * path segment that is a word. A segment missing here (a product or video name such as "lip-sync" or
 * "neon-nights", a route parameter) stays as it is. Segments are translated one by one, so
 * "/features/lip-sync" is "/it/funzionalita/lip-sync". ASCII only, lower case, hyphens between words.
 * Free of imports beyond ./locales.ts: the route table is loaded by plain Node.
 */
export const translatedSegments: Record<Exclude<Locale, "en">, Record<string, string>> = {
  it: {
    features: "funzionalita",
    "lightning-fast": "velocissimo",
    "perfect-sync": "sincronia-perfetta",
    "multiple-formats": "formati-multipli",
    "ai-enhancement": "miglioramento-ia",
    "instant-export": "esportazione-istantanea",
    examples: "esempi",
    pricing: "prezzi",
    "nano-banana-integration": "integrazione-nano-banana",
    "delete-account": "elimina-account",
    affiliate: "affiliazione",
    "terms-and-conditions": "termini-e-condizioni",
    "cookie-policy": "cookie-policy",
    accessibility: "accessibilita",
    page: "pagina",
    tag: "tag",
    // The blog's search page (issue 29).
    search: "cerca",
    "suno-music-video": "video-musicale-suno",
    "udio-music-video": "video-musicale-udio",
    "ai-music-video": "video-musicale-ia",
    "ai-music-video-creator": "creatore-video-musicali-ia",
    "ai-music-video-generator": "generatore-video-musicali-ia",
    "ai-singers-video": "video-cantanti-ia",
    // The embeddable player (/embed/<example>, app/routes/embed.ts).
    embed: "incorpora",
    // The fixed articles, which exist in English and Italian.
    "how-to-create-ai-music-videos-2024": "come-creare-un-video-musicale-con-ia",
    "best-ai-music-video-tools-2024": "migliori-strumenti-video-musicali-ia",
    "viral-ai-music-video-tips": "consigli-video-musicali-ia-virali",
    "ai-vs-traditional-music-videos": "video-musicali-ia-o-tradizionali",
    "ai-music-market-growth-2025": "crescita-mercato-musica-ia-2025",
    "ai-video-creation-trends-2025": "tendenze-video-ia-2025",
    "suno-vs-udio-battle-supremacy-2025": "suno-contro-udio-2025",
    "how-to-use-nanobanana": "come-usare-nano-banana",
    "best-ai-music-video-creation-tools-2025": "migliori-strumenti-video-musicali-ia-2025",
    "kling-2-5-turbo-best-ai-video-tool": "kling-2-5-turbo-per-video-musicali",
    "sora-2-for-music-videos": "sora-2-per-video-musicali",
    "google-veo-31-day-zero": "google-veo-3-1-primo-giorno",
  },
  es: {
    features: "funciones",
    "lightning-fast": "ultrarrapido",
    "perfect-sync": "sincronia-perfecta",
    "multiple-formats": "formatos-multiples",
    "ai-enhancement": "mejora-con-ia",
    "instant-export": "exportacion-instantanea",
    examples: "ejemplos",
    pricing: "precios",
    "nano-banana-integration": "integracion-nano-banana",
    "delete-account": "eliminar-cuenta",
    affiliate: "afiliados",
    "cookie-policy": "politica-de-cookies",
    accessibility: "accesibilidad",
    page: "pagina",
    tag: "etiqueta",
    // The blog's search page (issue 29).
    search: "buscar",
    "suno-music-video": "video-musical-suno",
    "udio-music-video": "video-musical-udio",
    "ai-music-video": "video-musical-ia",
    "ai-music-video-creator": "creador-de-videos-musicales-ia",
    "ai-music-video-generator": "generador-de-videos-musicales-ia",
    "ai-singers-video": "video-de-cantantes-ia",
    // The embeddable player (/embed/<example>, app/routes/embed.ts).
    embed: "insertar",
  },
  de: {
    features: "funktionen",
    "lightning-fast": "blitzschnell",
    "perfect-sync": "perfekte-synchronisation",
    "multiple-formats": "mehrere-formate",
    "ai-enhancement": "ki-optimierung",
    "instant-export": "sofort-export",
    examples: "beispiele",
    pricing: "preise",
    "nano-banana-integration": "nano-banana-integration",
    "delete-account": "konto-loeschen",
    affiliate: "partnerprogramm",
    "cookie-policy": "cookie-richtlinie",
    accessibility: "barrierefreiheit",
    page: "seite",
    tag: "thema",
    // The blog's search page (issue 29).
    search: "suche",
    "suno-music-video": "suno-musikvideo",
    "udio-music-video": "udio-musikvideo",
    "ai-music-video": "ki-musikvideo",
    "ai-music-video-creator": "ki-musikvideo-ersteller",
    "ai-music-video-generator": "ki-musikvideo-generator",
    "ai-singers-video": "ki-saenger-video",
    // The embeddable player (/embed/<example>, app/routes/embed.ts).
    embed: "einbetten",
  },
  fr: {
    features: "fonctionnalites",
    "lightning-fast": "ultra-rapide",
    "perfect-sync": "synchronisation-parfaite",
    "multiple-formats": "formats-multiples",
    "ai-enhancement": "amelioration-par-ia",
    "instant-export": "export-instantane",
    examples: "exemples",
    pricing: "tarifs",
    "nano-banana-integration": "integration-nano-banana",
    "delete-account": "supprimer-mon-compte",
    affiliate: "affiliation",
    "cookie-policy": "politique-cookies",
    accessibility: "accessibilite",
    page: "page",
    tag: "sujet",
    // The blog's search page (issue 29).
    search: "recherche",
    "suno-music-video": "clip-musical-suno",
    "udio-music-video": "clip-musical-udio",
    "ai-music-video": "clip-musical-ia",
    "ai-music-video-creator": "createur-de-clips-musicaux-ia",
    "ai-music-video-generator": "generateur-de-clips-musicaux-ia",
    "ai-singers-video": "clip-de-chanteurs-ia",
    // The embeddable player (/embed/<example>, app/routes/embed.ts).
    embed: "integrer",
  },
  "pt-br": {
    features: "recursos",
    "lightning-fast": "ultrarrapido",
    "perfect-sync": "sincronia-perfeita",
    "multiple-formats": "varios-formatos",
    "ai-enhancement": "aprimoramento-com-ia",
    "instant-export": "exportacao-instantanea",
    examples: "exemplos",
    pricing: "precos",
    "nano-banana-integration": "integracao-nano-banana",
    "delete-account": "excluir-conta",
    affiliate: "afiliados",
    "cookie-policy": "politica-de-cookies",
    accessibility: "acessibilidade",
    page: "pagina",
    tag: "tema",
    // The blog's search page (issue 29).
    search: "busca",
    "suno-music-video": "videoclipe-suno",
    "udio-music-video": "videoclipe-udio",
    "ai-music-video": "videoclipe-com-ia",
    "ai-music-video-creator": "criador-de-videoclipes-com-ia",
    "ai-music-video-generator": "gerador-de-videoclipes-com-ia",
    "ai-singers-video": "video-de-cantores-com-ia",
    // The embeddable player (/embed/<example>, app/routes/embed.ts).
    embed: "incorporar",
  },
}

const englishSegments = Object.fromEntries(
  Object.entries(translatedSegments).map(([locale, words]) => [
    locale,
    Object.fromEntries(Object.entries(words).map(([english, translated]) => [translated, english])),
  ]),
) as Record<Exclude<Locale, "en">, Record<string, string>>

/** An English site path (or route pattern) in a language: ("/features/lip-sync", "it") → "/it/funzionalita/lip-sync". */
export function localizePath(englishPath: string, locale: Locale): string {
  if (locale === defaultLocale) return englishPath
  const words = translatedSegments[locale as Exclude<Locale, "en">]
  const translated = englishPath
    .split("/")
    .map((segment) => (segment.startsWith(":") ? segment : (words[segment] ?? segment)))
    .join("/")
  return withPrefix(translated, locale)
}

/** A site path (or route pattern) as its language and English path: "/it/funzionalita/lip-sync" → it, "/features/lip-sync". */
export function delocalizePath(path: string): { locale: Locale; englishPath: string } {
  const absolute = path.startsWith("/") ? path : `/${path}`
  const locale = localeOfPath(absolute)
  const rest = withoutPrefix(absolute)
  if (locale === defaultLocale) return { locale, englishPath: rest }
  const words = englishSegments[locale as Exclude<Locale, "en">]
  return {
    locale,
    englishPath: rest
      .split("/")
      .map((segment) => words[segment] ?? segment)
      .join("/"),
  }
}
