// The prerendered pages as the build wrote them to build/client, which `npm test` builds before
// Vitest runs; the tests that read them skip when there is no build.
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { siteRoutes } from "#app/content/site-pages.ts"
import { readBuildSettings } from "../../server/build-settings.ts"

export const clientDir = path.resolve("build/client")

/** Whether there is a build to read. */
export const built = existsSync(path.join(clientDir, "index.html"))

/** The site URL the build was made with, without a trailing slash ("" without a build). */
export const siteUrl = built ? readBuildSettings(path.resolve("build")).site.siteUrl.replace(/\/$/, "") : ""

/** The route table's prerendered pages: every language's version of every fixed page. */
export const prerenderedRoutes = siteRoutes.filter((r) => r.prerender)

/** A prerendered page's HTML, as the server sends it. */
export function builtHtml(pagePath: string): string {
  return readFileSync(path.join(clientDir, pagePath === "/" ? "" : pagePath, "index.html"), "utf8")
}

// Parsing is what these tests spend their time on (~14 MB of HTML), so each page is parsed once per
// test file: Vitest gives each test file a fresh copy of this module.
const documents = new Map<string, Document>()

/** A prerendered page parsed with jsdom, as a crawler without JavaScript reads it. */
export function builtPage(pagePath: string): Document {
  let document = documents.get(pagePath)
  if (!document) {
    document = new JSDOM(builtHtml(pagePath)).window.document
    documents.set(pagePath, document)
  }
  return document
}
