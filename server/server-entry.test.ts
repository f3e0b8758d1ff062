import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import type { ServerBuild } from "react-router"
import { expect, test } from "vitest"
import { createApp } from "./app.ts"
import { serverEntry } from "./server-entry.ts"

const loadBuild = async () => (await import(path.resolve("build/server/index.js"))) as ServerBuild

/** The production build with its entry's members `changed` (one set to undefined is not there). */
async function buildWith(changed: Record<string, unknown>): Promise<ServerBuild> {
  const build = await loadBuild()
  const module: ServerBuild["entry"]["module"] = { ...build.entry.module, ...changed }
  return { ...build, entry: { ...build.entry, module } }
}

test("the production build's entry has every member the server takes, each of its kind", async () => {
  const build = await loadBuild()
  const entry = serverEntry(build)
  expect(entry).toBe(build.entry.module)
  expect(typeof entry.collectReads).toBe("function")
  expect(new entry.PublishValidationError("title", "title is required")).toBeInstanceOf(Error)
})

test("a build whose entry lacks a member, or has one of another kind, is refused with an error naming each", async () => {
  const withoutReads = await buildWith({ collectReads: undefined })
  expect(() => serverEntry(withoutReads)).toThrow(
    "The server build's entry (app/entry.server.tsx) does not export collectReads (function): rebuild with `npm run build`",
  )
  const twoWrong = await buildWith({ startArticles: undefined, nonceContext: "nonce" })
  expect(() => serverEntry(twoWrong)).toThrow(/does not export nonceContext \(object\), startArticles \(function\):/)
  const nullContext = await buildWith({ previewContext: null })
  expect(() => serverEntry(nullContext)).toThrow(/does not export previewContext \(object\):/)
})

test("the app is not made over a build lacking a member: it fails at start-up, not on the first request that needs it", async () => {
  const build = await buildWith({ serveImages: undefined })
  expect(() => createApp({ build, clientDir: mkdtempSync(path.join(tmpdir(), "client-")), cspHashes: {} })).toThrow(
    /does not export serveImages \(function\)/,
  )
})
