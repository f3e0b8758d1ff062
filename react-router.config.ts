import type { Config } from "@react-router/dev/config"
import { prerenderPaths } from "./app/content/site-pages.ts"

export default {
  ssr: true,
  // BUILD_DIR builds elsewhere than build/ (scripts/build.test.ts builds into a temporary folder).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages whose content is fixed are rendered to files at build time; the blog
  // is rendered per request because its articles live in the database.
  prerender: () => prerenderPaths,
} satisfies Config
