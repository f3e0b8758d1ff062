// @vitest-environment jsdom
import { afterEach, expect, test, vi } from "vitest"

// The entry creates React Router's router before hydrating (docs/decisions/0009). These tests run
// that step in a page that has no router data from a server, where React Router cannot create one,
// and, with a stand-in for HydratedRouter, in a page where it can.

type RouterWindow = { __reactRouterDataRouter?: unknown }

afterEach(() => {
  delete (window as RouterWindow).__reactRouterDataRouter
  vi.doUnmock("react-router/dom")
  vi.resetModules()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

/** createRouter as the entry imports it, with React Router's own HydratedRouter. */
async function importCreateRouter() {
  return (await import("./create-router.ts")).createRouter
}

/** createRouter with a HydratedRouter that behaves as `hydratedRouter` says. */
async function importCreateRouterWith(hydratedRouter: () => unknown) {
  vi.doMock("react-router/dom", () => ({ HydratedRouter: hydratedRouter }))
  return importCreateRouter()
}

test("in development, a router that cannot be created before hydration is reported as a console error", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {})
  const createRouter = await importCreateRouter()
  await createRouter()
  expect(error).toHaveBeenCalledOnce()
  expect(error.mock.calls[0]![0]).toMatch(/router could not be created before hydration/)
  // React Router's own words say why: this page has none of the server's router data.
  expect(String(error.mock.calls[0]![1])).toMatch(/SSR features of React Router/)
})

test("in production, the same failure is a warning, not a console error, and hydration still goes ahead", async () => {
  vi.stubEnv("DEV", false)
  const error = vi.spyOn(console, "error").mockImplementation(() => {})
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  const createRouter = await importCreateRouter()
  await expect(createRouter()).resolves.toBeUndefined()
  expect(error).not.toHaveBeenCalled()
  expect(warn).toHaveBeenCalledOnce()
  expect(warn.mock.calls[0]![0]).toMatch(/Router not created before hydration/)
})

test("a router created before hydration is not reported, though the call then fails at its first hook", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {})
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
  const createRouter = await importCreateRouterWith(() => {
    ;(window as RouterWindow).__reactRouterDataRouter = {}
    throw new TypeError("Cannot read properties of undefined (reading '__H')")
  })
  await createRouter()
  expect(error).not.toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()
})

test("while the server's data is being decoded it waits, then creates the router", async () => {
  const error = vi.spyOn(console, "error").mockImplementation(() => {})
  let decoded = false
  const decoding = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    decoded = true
  })
  const hydratedRouter = vi.fn(() => {
    if (!decoded) throw decoding
    ;(window as RouterWindow).__reactRouterDataRouter = {}
    throw new TypeError("Cannot read properties of undefined (reading '__H')")
  })
  const createRouter = await importCreateRouterWith(hydratedRouter)
  await createRouter()
  expect(hydratedRouter).toHaveBeenCalledTimes(2)
  expect((window as RouterWindow).__reactRouterDataRouter).toBeDefined()
  expect(error).not.toHaveBeenCalled()
})
