import type { Config } from "@react-router/dev/config"
import { prerenderPaths } from "./app/content/site-pages.ts"

export default {
  ssr: true,
  // The browser tests build second copies with other site settings into other folders (tests/e2e/site-build.ts).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages whose content is fixed are rendered to files at build time; the blog
  // is rendered per request because its articles live in the database.
  prerender: () => prerenderPaths,
} satisfies Config
