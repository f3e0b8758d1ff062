import { readFileSync } from "node:fs"
import { expect, test } from "vitest"
import { SITE_VARIABLES } from "#app/config/site-env.ts"
import { dockerfileSteps, lastStage, parseCmd, parseCopy } from "./dockerfile.ts"

const dockerfile = readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8")

test("steps join continuation lines and drop comments; the last stage starts after the last FROM", () => {
  const steps = dockerfileSteps(
    '# a comment\nFROM base AS build\nRUN one \\\n    two\n\nfrom runtime\ncopy a ./a\nCMD ["node"]\n',
  )
  expect(steps).toEqual([
    { instruction: "FROM", args: "base AS build" },
    { instruction: "RUN", args: "one two" },
    { instruction: "FROM", args: "runtime" },
    { instruction: "COPY", args: "a ./a" },
    { instruction: "CMD", args: '["node"]' },
  ])
  expect(lastStage(steps).map((s) => s.instruction)).toEqual(["COPY", "CMD"])
})

test("a COPY's flags, sources and destination; a CMD only in exec form", () => {
  expect(parseCopy("--from=build /app/build ./build")).toEqual({
    flags: { from: "build" },
    sources: ["/app/build"],
    dest: "./build",
  })
  expect(parseCopy("package.json package-lock.json ./")).toEqual({
    flags: {},
    sources: ["package.json", "package-lock.json"],
    dest: "./",
  })
  expect(() => parseCopy("./build")).toThrow(/sources and a destination/)
  expect(parseCmd('["node", "server/main.ts"]')).toEqual(["node", "server/main.ts"])
  expect(() => parseCmd('"node server/main.ts"')).toThrow(/exec form/)
})

test("the image's build stage takes every site setting as a build argument, since the build bakes them in", () => {
  const args = dockerfileSteps(dockerfile)
    .filter((s) => s.instruction === "ARG")
    .flatMap((s) => s.args.split(/\s+/).map((word) => word.split("=")[0]))
  expect(args.toSorted()).toEqual([...SITE_VARIABLES].toSorted())
})

test("the image's last stage installs only `dependencies` and starts the server as docs/deploy.md does", () => {
  const steps = lastStage(dockerfileSteps(dockerfile))
  expect(steps).toContainEqual({ instruction: "RUN", args: "npm ci --omit=dev" })
  expect(parseCmd(steps.at(-1)!.args)).toEqual(["node", "--liftoff-only", "server/main.ts"])
})
