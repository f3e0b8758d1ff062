// The page's HTML is complete without JavaScript, so the browser should paint it before it
// spends a slow connection on ~80 KB of hydration scripts (docs/performance.md, "Paint first").
// Two changes to what React Router writes make that so:
// - its <link rel="modulepreload"> tags go: the browser would fetch every module at high
//   priority beside the stylesheet, before the first paint;
// - its module script, which imports the root and page modules statically (fetched as soon as
//   the script is parsed), waits for the first frame, then imports the same modules dynamically.
// Nothing else changes: the same modules load, in parallel, and hydrate the page just after it
// appears.

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm

/** The document with React Router's scripts set to load after the first paint; everything else untouched. */
export function paintFirst(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_SCRIPT, (script, open: string, code: string, close: string) => {
    const names: string[] = []
    const urls: string[] = []
    const rest = code.replace(STATIC_IMPORT, (_line, name: string, url: string) => {
      names.push(name)
      urls.push(url)
      return ""
    })
    if (names.length === 0) return script
    const afterFirstFrame = "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));"
    const imports = `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`
    return `${open}${afterFirstFrame}\n${imports}${rest}${close}`
  })
}
