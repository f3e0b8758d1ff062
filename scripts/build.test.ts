import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { expect, test } from "vitest"

test("a malformed site setting stops the build before anything is built, with a message naming the variable", () => {
  const buildDir = path.join(mkdtempSync(path.join(tmpdir(), "build-")), "site")
  const result = spawnSync(process.execPath, ["scripts/build.ts"], {
    env: { ...process.env, APP_URL: "not-a-url", BUILD_DIR: buildDir },
    encoding: "utf8",
    timeout: 20_000,
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toContain('APP_URL="not-a-url"')
  expect(existsSync(buildDir)).toBe(false)
})
