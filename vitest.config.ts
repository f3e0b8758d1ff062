import mdx from "@mdx-js/rollup"
import remarkGfm from "remark-gfm"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { interactiveBlocks } from "./app/components/articles/article-blocks.ts"
import { siteDefine } from "./app/config/site-env.ts"
import { remarkStaticBlocks } from "./app/hydration/remark-static-blocks.ts"

export default defineConfig({
  // The fixed articles' MDX compiles as in the build (vite.config.ts), for the tests that render them.
  plugins: [{ enforce: "pre", ...mdx({ remarkPlugins: [remarkGfm, [remarkStaticBlocks, { interactive: interactiveBlocks }]] }) }],
  define: siteDefine({}),
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "db/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
  },
})
