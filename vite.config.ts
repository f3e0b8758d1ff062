import mdx from "@mdx-js/rollup"
import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import remarkGfm from "remark-gfm"
import { defineConfig } from "vite"
import { siteDefine } from "./app/config/site-env.ts"

export default defineConfig({
  plugins: [
    // The fixed articles are MDX; compile them before React Router sees the modules.
    { enforce: "pre", ...mdx({ remarkPlugins: [remarkGfm] }) },
    tailwindcss(),
    reactRouter(),
  ],
  define: siteDefine(process.env),
  build: { assetsInlineLimit: 0 },
})
