// The page's HTML is complete without JavaScript, so the browser should paint it before it
// spends a slow connection on ~80 KB of hydration scripts (docs/performance.md, "Paint first").
// Two changes to what React Router writes make that so:
// - its <link rel="modulepreload"> tags go: the browser would fetch every module at high
//   priority beside the stylesheet, before the first paint;
// - its module script, which imports the root and page modules statically (fetched as soon as
//   the script is parsed), waits until the first paint is on screen, then imports the same
//   modules dynamically.
// Nothing else changes: the same modules load, in parallel, and hydrate the page just after it
// appears.

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g
const MODULE_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm

// The first contentful paint's timing entry is recorded when its frame reaches the screen, which can
// be a frame after requestAnimationFrame's turn: scripts requested on that turn still competed with
// the first paint (Lighthouse measured FCP 1.05-1.23 s rather than 0.85 s on the landing page in
// four runs of five). A page loaded in a background tab gets no such entry, nor does a browser
// without paint timing: there the scripts wait for the first frame, so a hidden page hydrates once
// it is shown. On a visible page the timeout is the last resort, should no paint entry come.
const AFTER_FIRST_PAINT = `await new Promise((resolve) => {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(resolve));
  if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) return nextFrame();
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(resolve);
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", nextFrame, { once: true });
  setTimeout(resolve, 5000);
});`

/** The document with React Router's scripts set to load after the first paint is shown; everything else untouched. */
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
    const imports = `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`
    return `${open}${AFTER_FIRST_PAINT}\n${imports}${rest}${close}`
  })
}
