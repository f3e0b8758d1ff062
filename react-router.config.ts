import type { Config } from "@react-router/dev/config"
import { prerenderPaths } from "./app/routes.ts"

export default {
  ssr: true,
  // The browser tests build a second copy with tracker ids into another folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Pages whose content is fixed are rendered to files at build time; the blog
  // is rendered per request because its articles live in the database.
  prerender: () => prerenderPaths,
} satisfies Config
