// What the build hands the server: the site settings it was made with, in build/site-settings.json.
// The server reads them from there (docs/decisions/0003-site-config-at-build-time.md); of the site
// variables in its own environment it applies only the trackers and the demo video, which no page's
// HTML holds (server/site-runtime.ts, decision 0033), and makes its Content-Security-Policy from the result.
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  RUNTIME_VARIABLES,
  SITE_VARIABLES,
  type SiteConfig,
  type SiteEnv,
  readSiteEnv,
  siteConfig,
} from "#app/config/site-env.ts"

const BUILD_SETTINGS_FILE = "site-settings.json"

export type BuildSettings = {
  /** Each site variable's validated value at build time, defaults filled in. */
  variables: SiteEnv
  site: SiteConfig
}

/** The settings of a build made in `env`; throws SiteEnvError naming every malformed variable. */
export function buildSettings(env: Record<string, string | undefined>): BuildSettings {
  const variables = readSiteEnv(env)
  return { variables, site: siteConfig(variables) }
}

export function writeBuildSettings(buildDir: string, settings: BuildSettings) {
  writeFileSync(path.join(buildDir, BUILD_SETTINGS_FILE), `${JSON.stringify(settings, null, 2)}\n`)
}

export function readBuildSettings(buildDir: string): BuildSettings {
  const file = path.join(buildDir, BUILD_SETTINGS_FILE)
  let text: string
  try {
    text = readFileSync(file, "utf8")
  } catch {
    throw new Error(`${file} is missing: build the site with \`npm run build\` (scripts/build.ts)`)
  }
  return JSON.parse(text) as BuildSettings
}

/** One line saying what a build or a server is made with, e.g. "SITE_URL=https://…, trackers: posthog, gtm, demo video: …". */
export function describeSiteSettings(site: SiteConfig): string {
  const { posthogKey, gtmId, metaPixelId } = site.analytics
  const trackers = [posthogKey && "posthog", gtmId && "gtm", metaPixelId && "meta"].filter(Boolean)
  return `Site settings: SITE_URL=${site.siteUrl}, trackers: ${trackers.length ? trackers.join(", ") : "none"}, demo video: ${site.demoVideoUrl}`
}

/**
 * The site variables set in `env` (the server's environment) to something other than what the
 * build was made with: one warning each, since only a rebuild applies them. The runtime variables
 * are not among them: the server applies those (server/site-runtime.ts).
 */
export function ignoredSiteVariables({ variables }: BuildSettings, env: Record<string, string | undefined>): string[] {
  const runtime: readonly string[] = RUNTIME_VARIABLES
  return SITE_VARIABLES.filter((name) => !runtime.includes(name)).flatMap((name) => {
    const given = env[name]?.trim()
    const built = variables[name]
    if (!given || given === built) return []
    const builtWith = built === undefined ? `${name} unset` : `${name}=${JSON.stringify(built)}`
    return [
      `${name}=${JSON.stringify(given)} has no effect: this build was made with ${builtWith} and serves with it; rebuild (npm run build) to apply it`,
    ]
  })
}
