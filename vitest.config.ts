import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"
import { siteDefine } from "./app/config/site-env.ts"

export default defineConfig({
  define: siteDefine({}),
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "db/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-vitest.ts"],
  },
})
