// What the build hands the server: the site settings it was made with and the CSP sources they
// call for, in build/site-settings.json. The server reads them from there and never from its own
// environment, so a page and its Content-Security-Policy always come from one set of settings
// (docs/decisions/0003-site-config-at-build-time.md).
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { SITE_VARIABLES, type SiteConfig, type SiteEnv, readSiteEnv, siteConfig } from "#app/config/site-env.ts"
import { type CspSources, siteCspSources } from "./security.ts"

const BUILD_SETTINGS_FILE = "site-settings.json"

export type BuildSettings = {
  /** Each site variable's validated value at build time, defaults filled in. */
  variables: SiteEnv
  site: SiteConfig
  /** Sources every page allows besides its own scripts: the configured trackers' hosts and the demo video's origin. */
  csp: CspSources
}

/** The settings a build made in `env` serves with; throws SiteEnvError naming every malformed variable. */
export function buildSettings(env: Record<string, string | undefined>): BuildSettings {
  const variables = readSiteEnv(env)
  const site = siteConfig(variables)
  return { variables, site, csp: siteCspSources(site) }
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

/** One line saying what the server serves with, e.g. "SITE_URL=https://…, trackers: posthog, gtm, demo video: …". */
export function describeBuildSettings({ site }: BuildSettings): string {
  const { posthogKey, gtmId, metaPixelId } = site.analytics
  const trackers = [posthogKey && "posthog", gtmId && "gtm", metaPixelId && "meta"].filter(Boolean)
  return `Build settings: SITE_URL=${site.siteUrl}, trackers: ${trackers.length ? trackers.join(", ") : "none"}, demo video: ${site.demoVideoUrl}`
}

/**
 * The site variables set in `env` (the server's environment) to something other than what the
 * build was made with: one warning each, since only a rebuild applies them.
 */
export function ignoredSiteVariables({ variables }: BuildSettings, env: Record<string, string | undefined>): string[] {
  return SITE_VARIABLES.flatMap((name) => {
    const given = env[name]?.trim()
    const built = variables[name]
    if (!given || given === built) return []
    const builtWith = built === undefined ? `${name} unset` : `${name}=${JSON.stringify(built)}`
    return [
      `${name}=${JSON.stringify(given)} has no effect: this build was made with ${builtWith} and serves with it; rebuild (npm run build) to apply it`,
    ]
  })
}
