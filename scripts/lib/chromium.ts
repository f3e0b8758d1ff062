// How every tool here starts Debian's Chromium: the browser tests (playwright.config.ts), the
// Lighthouse runs (scripts/perf.ts) and the media scripts (scripts/media/lib.ts) start the same browser.
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
