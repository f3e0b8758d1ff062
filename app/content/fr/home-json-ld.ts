import type * as en from "#app/content/home-json-ld.ts"

export const jsonLdWords: typeof en.jsonLdWords = {
  galleryName: "Exemples de clips musicaux {brand}",
}
