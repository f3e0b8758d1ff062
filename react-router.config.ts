import type { Config } from "@react-router/dev/config"
import { prerenderPaths } from "./app/routes.ts"

export default {
  ssr: true,
  // Pages whose content is fixed are rendered to files at build time; the blog
  // is rendered per request because its articles live in the database.
  prerender: () => prerenderPaths,
} satisfies Config
