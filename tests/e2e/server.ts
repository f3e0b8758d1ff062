// The production server as the browser tests see it: the real build and the
// real server, on the loopback port Playwright chose.
export {}

await import("../../server/main.ts")
