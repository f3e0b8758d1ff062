import type { SiteRuntime } from "./site-env.ts"

declare const __SITE_RUNTIME__: SiteRuntime

/**
 * The trackers and the demo video (RUNTIME_VARIABLES in site-env.ts). In the browser this module is
 * a file of its own with a fixed name, assets/site-runtime.js (vite.config.ts), which the server
 * answers with the settings it started with (server/site-runtime.ts, decision 0033); the build's
 * copy holds the build's. The server's own render reads none of them: the consent banner, the
 * trackers and the demo player exist only in the browser.
 */
export const siteRuntime: SiteRuntime = __SITE_RUNTIME__
