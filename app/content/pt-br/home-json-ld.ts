import type * as en from "#app/content/home-json-ld.ts"

export const jsonLdWords: typeof en.jsonLdWords = {
  galleryName: "Videoclipes de exemplo do {brand}",
}
