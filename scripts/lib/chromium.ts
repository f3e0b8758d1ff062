// How every tool here starts Debian's Chromium: the browser tests (playwright.config.ts) and the
// Lighthouse runs (scripts/perf.ts) measure the same browser, started the same way.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
}
