import { fileURLToPath } from "node:url"
import { configDefaults, defineConfig } from "vitest/config"
import { articleMdx } from "./app/components/articles/mdx-plugin.ts"
import { siteDefine } from "./app/config/site-env.ts"
import { testPools } from "./tests/support/test-pools.ts"

const TEST_FILES = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "db/**/*.test.ts"]

/**
 * The three pools, each file's found by reading its imports (tests/support/test-pools.ts).
 *
 * Test files that load a native addon (sharp, @resvg/resvg-js), themselves, through their imports
 * or through the production server bundle (build/server), run in child processes (`forks`): on
 * glibc Linux, a native addon's shared libraries are closed when the worker thread that opened them
 * ends, which can crash a process still using them (sharp asks that the main thread load it first,
 * lovell/sharp#2263).
 *
 * Test files that hold nothing beyond their own modules (no database, server, child process, worker
 * thread or jsdom parser through any import, and no module mock) share worker threads and the
 * modules loaded in them (`shared`, isolate: false): such a file costs little more than its tests.
 * Measured on the 2-core machine, the 92 such files: 63 CPU-seconds each in a thread of its own, 37
 * shared (and 87 against 39 with the six files that mock a module, before those were taken out;
 * docs/performance.md, "Session 23"). A file that mocks a module must have
 * the module graph to itself: shared, the module it mocks was already loaded unmocked.
 *
 * Every other file runs in a worker thread of its own (`threads`), cheaper to start than a process;
 * the embedded database (WASM), child processes and throwaway PostgreSQL clusters work there alike.
 * Sharing those too measured no faster (491 and 576 CPU-seconds for the whole run, against 495 and
 * 504), and a module's settings read at import could carry over from one file to the next.
 */
const POOLS = testPools(fileURLToPath(new URL(".", import.meta.url)), TEST_FILES)

// Names this run for the databases the test files copy (tests/support/db-template.ts): every worker,
// thread or process, copies the same templates, made once. `npm test` sets it before it starts Vitest.
process.env.E2E_RUN_ID ??= String(Date.now())

export default defineConfig({
  // The fixed articles' MDX compiles as in the build (vite.config.ts), for the tests that render them.
  plugins: [articleMdx()],
  define: siteDefine({}),
  resolve: { alias: { "#app": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    // Vitest's default on a 2-core machine is one worker; most files wait on databases, child
    // processes and sockets rather than compute, so three keep both cores busy. Measured on the
    // 2-core machine, quiet, 124 files: 291 s with the default, 159 s with 3, 168 s with 4.
    maxWorkers: 3,
    // What a test needs on the 2-core CI machine, as the browser tests get (playwright.config.ts):
    // `npm test` runs the budget checks beside Vitest (scripts/test.ts), and there a signed publish
    // over the embedded database, rendered through the whole server, took 5.0-5.9 s against Vitest's
    // default of 5 s. A test that needs more says so, with its reason.
    testTimeout: 15_000,
    setupFiles: ["./tests/setup-vitest.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "threads",
          pool: "threads",
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...POOLS.native, ...POOLS.shared],
        },
      },
      { extends: true, test: { name: "shared", pool: "threads", isolate: false, include: POOLS.shared } },
      // The embedded database's WebAssembly compiled by the baseline compiler only, as the server runs
      // it (package.json "start"); `npm test` starts Vitest itself so, for the worker threads.
      { extends: true, test: { name: "forks", pool: "forks", include: POOLS.native, execArgv: ["--liftoff-only"] } },
    ],
  },
})
