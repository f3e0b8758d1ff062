import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"
import { siteDefine } from "./app/config/site-env.ts"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: siteDefine(process.env),
  build: { assetsInlineLimit: 0 },
})
