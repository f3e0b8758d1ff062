import { expect, test } from "vitest"
import { localizePath } from "#app/i18n/slugs.ts"
import { contentPageMeta } from "#app/lib/seo.ts"
import { fixedPageData } from "./fixed-page.server.ts"
import * as english from "./pages.ts"
import * as italian from "./it/pages.ts"

test.each(["affiliate", "deleteAccount", "nanoBanana"] as const)(
  "%s: the page's words, path and versions in its language, and its head from them",
  (page) => {
    const englishPath = { affiliate: "/affiliate", deleteAccount: "/delete-account", nanoBanana: "/nano-banana-integration" }[
      page
    ]
    const en = fixedPageData(englishPath.slice(1), page)
    expect(en).toMatchObject({ language: { locale: "en" }, path: englishPath, content: english[page] })
    const itPath = localizePath(englishPath, "it")
    const it = fixedPageData(itPath.slice(1), page)
    expect(it).toMatchObject({ language: { locale: "it" }, path: itPath, content: italian[page] })
    expect(it.language.versions.map((v) => v.locale)).toContain("en")

    const head = contentPageMeta(it)
    expect(head).toContainEqual({ title: `${italian[page].title} | Syncreel` })
    expect(head).toContainEqual({ name: "description", content: italian[page].description })
    expect(contentPageMeta(undefined)).toEqual([])
  },
)
