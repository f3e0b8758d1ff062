// The trackers and the demo video, set when the server starts (decision 0033). The browser reads
// them from one module of the build with a fixed name, assets/site-runtime.js
// (app/config/site-runtime.ts); the server answers that file with its own settings instead of the
// build's copy, and its Content-Security-Policy follows the same settings.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { RUNTIME_VARIABLES, type SiteEnv, type SiteRuntime, readSiteEnv, siteRuntimeExpression } from "#app/config/site-env.ts"

/** The chunk's name in the client build (vite.config.ts), and so its file: assets/site-runtime.js. */
export const SITE_RUNTIME_CHUNK = "site-runtime"
export const SITE_RUNTIME_PATH = `/assets/${SITE_RUNTIME_CHUNK}.js`

/**
 * The build's variables with each of RUNTIME_VARIABLES that `env` sets (not empty) in its place,
 * validated; throws SiteEnvError naming every malformed one. Unset or empty keeps the build's.
 */
export function startVariables(built: SiteEnv, env: Record<string, string | undefined>): SiteEnv {
  const given: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(built)) given[name] = value === undefined ? undefined : String(value)
  for (const name of RUNTIME_VARIABLES) if (env[name]?.trim()) given[name] = env[name]
  return readSiteEnv(given)
}

/** The one string literal the build's module is made with: `JSON.parse("…")` (site-env.ts, siteRuntimeExpression). */
const LITERAL = /JSON\.parse\((["'`])((?:\\[\s\S]|(?!\1)[^\\])*)\1\)/g

/**
 * The build's assets/site-runtime.js with `runtime` in place of the build's settings. Throws if the
 * module is not one JSON.parse of one string literal (a build older than decision 0033, or a
 * minifier that rewrote it), so the server never answers with settings it did not mean.
 */
export function siteRuntimeModule(built: string, runtime: SiteRuntime): string {
  const found = [...built.matchAll(LITERAL)]
  if (found.length !== 1) {
    throw new Error(
      `${SITE_RUNTIME_PATH} of this build holds ${found.length} JSON.parse literals instead of one: rebuild the site with \`npm run build\``,
    )
  }
  return built.replace(LITERAL, () => siteRuntimeExpression(runtime))
}

/** The module, read from the build in `clientDir`, with `runtime` in it; throws naming the file if it is missing. */
export function readSiteRuntimeModule(clientDir: string, runtime: SiteRuntime): string {
  const file = path.join(clientDir, SITE_RUNTIME_PATH)
  let built: string
  try {
    built = readFileSync(file, "utf8")
  } catch {
    throw new Error(`${file} is missing: rebuild the site with \`npm run build\``)
  }
  return siteRuntimeModule(built, runtime)
}

/**
 * The answer to GET /assets/site-runtime.js: not cached without asking, since the server's settings
 * may change at its next start while the name stays; a browser asks again with its ETag (a 304).
 */
export function siteRuntimeAnswer(module: string) {
  const etag = `"${createHash("sha256").update(module).digest("base64url").slice(0, 22)}"`
  const headers = { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache", ETag: etag }
  return (request: Request): Response => {
    const unchanged =
      request.headers
        .get("If-None-Match")
        ?.split(/\s*,\s*/)
        .includes(etag) ?? false
    if (unchanged) return new Response(null, { status: 304, headers })
    return new Response(request.method === "HEAD" ? null : module, {
      status: 200,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(module)) },
    })
  }
}
