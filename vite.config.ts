import mdx from "@mdx-js/rollup"
import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import remarkGfm from "remark-gfm"
import { fileURLToPath } from "node:url"
import type { PluginContext } from "rolldown"
import { type Plugin, defineConfig } from "vite"
import { interactiveBlocks } from "./app/components/articles/article-blocks.ts"
import { siteDefine } from "./app/config/site-env.ts"
import { SITE_RUNTIME_CHUNK } from "./server/site-runtime.ts"
import { remarkStaticBlocks } from "./app/hydration/remark-static-blocks.ts"

// The browser runs Preact's React-compatible layer instead of React DOM: the same components,
// hydrated by a runtime a tenth of the size. The server keeps rendering with React
// (docs/decisions/0009-preact-in-the-browser.md).
const REACT_IN_BROWSER: Record<string, string> = {
  react: fileURLToPath(new URL("./app/hydration/react-in-browser.ts", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  // The catalogs reach the browser already parsed (app/i18n/icu.ts): FormatJS's formatter without
  // its parser is 3 KB gzipped instead of 11.
  "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
}

/** Resolves React's modules to Preact's (and the ICU parser to none) for the browser; a Vite plugin for the build, a Rolldown one for `vite dev`'s pre-bundled dependencies. */
function preactInBrowser() {
  return {
    name: "preact-in-browser",
    async resolveId(this: PluginContext, source: string, importer: string | undefined, options: object) {
      const target = REACT_IN_BROWSER[source]
      if (!target || ("environment" in this && this.environment.name !== "client")) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

/**
 * React Router's fast refresh is React's (react-refresh), which Preact does not drive: an edited
 * component would stay stale on screen. In `vite dev`, an edit to browser code reloads the page.
 */
const reloadOnBrowserEdit: Plugin = {
  name: "reload-on-browser-edit",
  hotUpdate({ file }) {
    if (this.environment.name !== "client" || !/\.(tsx?|jsx?|mdx)$/.test(file)) return
    this.environment.hot.send({ type: "full-reload" })
    return []
  },
}

/**
 * The server build emits the sanitiser's worker thread as its own file beside the server's entry,
 * where app/lib/worker-pool.server.ts starts it; its shared modules stay shared chunks.
 */
const sanitizeWorker: Plugin = {
  name: "sanitize-worker",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "ssr",
  buildStart() {
    this.emitFile({
      type: "chunk",
      id: fileURLToPath(new URL("./app/lib/sanitize.worker.ts", import.meta.url)),
      fileName: "sanitize-worker.js",
    })
  },
}

export default defineConfig({
  plugins: [
    // The fixed articles are MDX; compile them before React Router sees the modules. Their blocks
    // keep the server's HTML when the page hydrates, all but the interactive ones (article-blocks.ts).
    // Only .mdx is MDX: the pages' .md files are read as text (app/content/markdown-page.server.ts).
    {
      enforce: "pre",
      ...mdx({ mdExtensions: [], remarkPlugins: [remarkGfm, [remarkStaticBlocks, { interactive: interactiveBlocks }]] }),
    },
    { enforce: "pre", ...preactInBrowser() },
    reloadOnBrowserEdit,
    sanitizeWorker,
    tailwindcss(),
    reactRouter(),
  ],
  // The site settings, from the environment scripts/build.ts validated and wrote to build/site-settings.json;
  // the server may replace the trackers and the demo video at start (app/config/site-runtime.ts).
  define: siteDefine(process.env),
  build: { assetsInlineLimit: 0 },
  // The server's modules read the page list of app/routes.ts, whose route helpers come from
  // @react-router/dev, a build tool (with Vite as its peer) that a production install leaves out:
  // the server build carries the helpers and the three packages they import instead.
  ssr: { noExternal: ["@react-router/dev", "pathe", "lodash", "valibot"] },
  // In `vite dev` the browser's dependencies (React Router among them) are pre-bundled: they need the same mapping.
  environments: {
    client: {
      optimizeDeps: { rolldownOptions: { plugins: [preactInBrowser()] } },
      build: {
        // A dynamic import (an article's body, analytics after consent) loads its own module only:
        // what it shares with the page is loaded already, and the helper that would preload it
        // costs the first page load ~5 ms of main thread while hydrating a fixed article.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // The trackers and the demo video, in a file whose name does not change, which the
            // server answers with the settings it started with (server/site-runtime.ts, decision 0033).
            chunkFileNames: (chunk) =>
              chunk.name === SITE_RUNTIME_CHUNK ? `assets/${SITE_RUNTIME_CHUNK}.js` : "assets/[name]-[hash].js",
            codeSplitting: {
              groups: [
                { name: SITE_RUNTIME_CHUNK, test: /[\\/]app[\\/]config[\\/]site-runtime\.ts$/, priority: 3 },
                // Preact, React Router and the icons every page needs, in one file instead of a dozen.
                // Analytics (posthog) stays out: it loads only after consent.
                { name: "framework", test: /node_modules[\\/](?!posthog-js|@posthog)/, priority: 2 },
                // Our own modules that two or more routes share, in one file.
                { name: "site", test: /[\\/]app[\\/]/, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
