import { readFileSync } from "node:fs"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { type AppOptions, createApp } from "../../server/app.ts"
import { serverEntry } from "../../server/server-entry.ts"

/**
 * The site's app over the production build (`build/`, which `npm test` makes first), in this
 * process, as server/main.ts makes it: the build's blog data is opened first (the database that
 * DATA_DIR or the driver's variables name, so a test sets them before it calls this). Requests
 * reach it through `app.request`. With `publishingSecret`, the publishing API and preview links are
 * on, writing with the build's own writer and matching its refusals by the build's classes.
 */
export async function builtApp({
  publishingSecret,
  siteUrl = "http://localhost:3000",
  log = () => {},
}: { publishingSecret?: string; siteUrl?: string; log?: AppOptions["log"] } = {}) {
  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild
  const entry = serverEntry(build)
  await entry.startArticles()
  const app = createApp({
    build,
    clientDir: path.resolve("build/client"),
    cspHashes: JSON.parse(readFileSync("build/csp-hashes.json", "utf8")) as Record<string, string[]>,
    siteUrl,
    log,
    publishing: publishingSecret ? { secret: publishingSecret, publisher: entry.configuredPublisher, errors: entry } : undefined,
  })
  return { build, entry, app }
}
