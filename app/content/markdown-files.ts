import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

// The Markdown pages' files as text, app/content/pages/<page>/<locale>.md, by "<page>/<locale>.md".
// Read here once for the pages' loader (./markdown-page.server.ts) and for the route table, which
// decides a page's languages from them (./page-activation.ts). The route table is loaded by plain
// Node too (the build's config, scripts/social-cards.ts), which has no import.meta.glob: there the
// files are read from disk, as the fixed articles' registry does (./articles/index.ts).

let files: Readonly<Record<string, string>> | undefined

/** Every Markdown page file's text by "<page>/<locale>.md": "affiliate/it.md". */
export function markdownFiles(): Readonly<Record<string, string>> {
  files ??= read()
  return files
}

function read(): Record<string, string> {
  let bundled: Record<string, string>
  try {
    // Vite (the site's build, its dev server, the tests) inlines the files here, as text.
    bundled = import.meta.glob<string>("./pages/*/*.md", { query: "?raw", import: "default", eager: true })
  } catch (error) {
    // Plain Node has no import.meta.glob: it reads the files from the folder.
    if (!(error instanceof TypeError)) throw error
    return fromDisk(join(import.meta.dirname, "pages"))
  }
  return Object.fromEntries(Object.entries(bundled).map(([path, text]) => [path.slice("./pages/".length), text]))
}

function fromDisk(dir: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const page of readdirSync(dir, { withFileTypes: true })) {
    if (!page.isDirectory()) continue
    for (const name of readdirSync(join(dir, page.name)))
      if (name.endsWith(".md")) out[`${page.name}/${name}`] = readFileSync(join(dir, page.name, name), "utf8")
  }
  return out
}
