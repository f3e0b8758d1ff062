// `npm run build`: the one recipe for a production build, also used by `npm test`. Into BUILD_DIR
// (default build/):
//   1. the site settings, validated from the environment before anything is built;
//   2. `react-router build`: client files, prerendered pages, server bundle, the settings baked in;
//   3. site-settings.json: the settings, which the server reads instead of its own environment, all
//      but the trackers and the demo video (server/build-settings.ts, server/site-runtime.ts);
//   4. side by side: brotli and gzip copies and the prerendered pages' CSP script hashes
//      (scripts/precompress.ts), and a social card for every prerendered page (scripts/social-cards.ts).
import { spawnSync } from "node:child_process"
import path from "node:path"
import { SiteEnvError } from "#app/config/site-env.ts"
import { type BuildSettings, buildSettings, describeSiteSettings, writeBuildSettings } from "../server/build-settings.ts"
import { precompress } from "./precompress.ts"
import { renderSocialCards } from "./social-cards.ts"

const projectDir = path.resolve(import.meta.dirname, "..")
const buildDir = path.resolve(projectDir, process.env.BUILD_DIR ?? "build")

let settings: BuildSettings
try {
  settings = buildSettings(process.env)
} catch (error) {
  if (!(error instanceof SiteEnvError)) throw error
  console.error(error.message)
  process.exit(1)
}

// React Router's CLI under this Node, whatever `node` the PATH names.
const reactRouter = path.join(projectDir, "node_modules/@react-router/dev/bin.cjs")
const status = spawnSync(process.execPath, [reactRouter, "build"], { cwd: projectDir, stdio: "inherit" }).status
if (status !== 0) {
  console.error("react-router build failed")
  process.exit(1)
}
writeBuildSettings(buildDir, settings)
// Side by side: the compression runs in libuv's threads on both cores, the cards are drawn on this
// thread. With an empty .cache/ on the 2-core machine, one after the other took 18 s (33
// CPU-seconds) and 16 s (15), and the whole build 53 s; side by side the build takes 41 s.
await Promise.all([precompress(buildDir), renderSocialCards(buildDir, settings.site)])
console.log(`build: ${path.relative(projectDir, buildDir)}/ ready. ${describeSiteSettings(settings.site)}`)
