import { availableParallelism } from "node:os"
import { defineConfig, devices } from "@playwright/test"
import { chromiumLaunchOptions } from "./scripts/lib/chromium.ts"
import { freePort } from "./scripts/lib/free-port.ts"

// The suite runs against the production build served by the real server on a
// free loopback port. Workers inherit the port chosen by the main process.
process.env.E2E_PORT ??= String(await freePort())
// Lets the workers of one run share work done once a run (the database template, tests/support/db-template.ts).
process.env.E2E_RUN_ID ??= String(Date.now())
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
/** A loopback port nothing listens on (TCP port 1, tcpmux, is unassigned on these machines). */
const OUTSIDE_PROXY = { server: "http://127.0.0.1:1", bypass: "127.0.0.1,localhost,[::1]" }

export default defineConfig({
  testDir: "tests/e2e",
  // Any test may run in either worker. A file whose beforeAll starts a server of its own says
  // test.describe.configure({ mode: "default" }): its tests then run in order in one worker of each
  // project, which starts one server, not one a worker (13 starts for five such files before, 8 for
  // six after; docs/performance.md, session 21).
  fullyParallel: true,
  // In CI, one worker a core: the browsers are short of CPU, not of waiting time. On the 2-core
  // machine three workers timed tests out, twice, and the second time took longer than two
  // (docs/performance.md, "The suite's time, step by step" and session 22). Elsewhere Playwright's
  // default, half the cores.
  workers: process.env.CI ? availableParallelism() : undefined,
  // What a test needs on the 2-core CI machine, so that creep shows: a test that needs more (its
  // own server, a long scan) says so with test.setTimeout and why.
  timeout: 15_000,
  // A flaky test fails the run: a retry would hide it.
  retries: 0,
  // Playwright empties its outputDir at start: keep it apart from the reports scripts/test.ts reads.
  outputDir: "test-results/artifacts",
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    baseURL,
    // Every request for a host other than loopback goes to a proxy where nothing listens, and fails
    // there: nothing leaves the machine, and the guard fixture (tests/e2e/fixtures.ts) fails the test
    // that made it. Loopback bypasses it (Playwright would send loopback to a proxy too).
    // One renderer process serves the tests' pages in turn (--disable-site-isolation-trials): with
    // site isolation each test's first page load after the context's reset started a new renderer,
    // 42 for 36 tests of a11y.spec.ts and focus-visible.spec.ts against 6 without, and each new one
    // compiled the site's scripts again. Measured on the 2-core machine, 44 of those tests, one worker,
    // alternating runs: 136 CPU-seconds in all with it (126-146), 124 without (103-138). The site's
    // own pages are one origin and its embeds are stubbed; nothing here tests the process model.
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, "--disable-site-isolation-trials"],
      proxy: OUTSIDE_PROXY,
    },
    // Off: recording a trace of every test took 13-20 % of the browser suite's time on the 2-core
    // machine (home and shell specs: 96-106 s with traces, 83-85 s without). A failure still leaves
    // its error context (the page's accessibility snapshot); rerun it with --trace=on to see more.
    trace: "off",
    // One browser context per worker, reset between tests by Playwright (cookies, storage, cache,
    // routes, init scripts, extra pages, viewport and emulation) rather than a new one per test: a
    // new context starts a new renderer that compiles the site's scripts again. Measured on the
    // 2-core machine, a11y.spec.ts: 308 CPU-seconds in all with a context per test, 245 reused.
    // What the reset leaves (permissions, geolocation, offline, extra headers) no test here changes;
    // a test that changes an option other than viewport, emulation or user agent (test.use locale)
    // gets a context of its own. Decision 0047.
    reuseContext: true,
    // Visitors who ask for reduced motion: the home and landing pages' background loop stays still.
    // Playing, it kept the browser busy decoding and compositing for as long as a test stayed on the
    // page (9.1 CPU-seconds against 3.2 for 15 s on the home page). The tests of motion itself (the
    // loop and its pause button, smooth scrolling) ask for the default with page.emulateMedia, and so
    // do the axe scans of the pages the loop is on. Decision 0047.
    reducedMotion: "reduce",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      grep: /@mobile/,
    },
  ],
  webServer: {
    // As the production server starts (package.json "start").
    command: "node --liftoff-only tests/e2e/server.ts",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: process.env.E2E_PORT, HOST: "127.0.0.1" },
  },
})
