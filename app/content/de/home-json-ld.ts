import type * as en from "#app/content/home-json-ld.ts"

export const jsonLdWords: typeof en.jsonLdWords = {
  galleryName: "Beispiel-Musikvideos von {brand}",
}
