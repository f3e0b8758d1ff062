import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { ESLint } from "eslint"
import { beforeAll, expect, test } from "vitest"
// @ts-expect-error: the ESLint config is plain JavaScript, without types.
import { layersOfArchitecture } from "../eslint.config.js"

// The lint holds the layers of docs/architecture.md (decision 0024). Each case lints a made-up text
// as if it were an existing file of the project, and reads what the layer rule and the circle rule
// say of it. The project's config is used whole but for its type-aware rules, which read nothing of
// imports: without them ESLint builds no TypeScript program of the whole project (10.4 s and 16.5
// CPU-seconds for this file with them on the 2-core machine, quiet).

let eslint: ESLint
beforeAll(() => {
  eslint = new ESLint({
    cwd: path.resolve(import.meta.dirname, ".."),
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false } },
      rules: { "@typescript-eslint/no-floating-promises": "off", "@typescript-eslint/no-misused-promises": "off" },
    },
  })
})

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }))
}

const LINT_TIME = 120_000

test(
  "an import from a higher layer fails the lint with the layer rule's message, a type import too",
  async () => {
    // Each imported module's own imports stay clear of the importing file, so no circle is reported beside.
    const upward = await problems(
      "app/i18n/fill.ts",
      'import { articleBodyContext } from "#app/hydration/article-body.server.ts"\nexport const body = articleBodyContext\n',
    )
    expect(upward).toEqual([
      { rule: "import-x/no-restricted-paths", message: expect.stringContaining("app/i18n/ stands below app/hydration/") },
    ])
    const typeOnly = await problems(
      "app/lib/route-path.ts",
      'import type routes from "../routes.ts"\nexport type Routes = typeof routes\n',
    )
    expect(typeOnly).toEqual([
      {
        rule: "import-x/no-restricted-paths",
        message: expect.stringContaining(
          "app/lib/ stands below app/root.tsx, app/entry.server.tsx, app/entry.client.tsx, app/routes.ts, app/routes/",
        ),
      },
    ])
  },
  LINT_TIME,
)

test(
  "an import down the layers passes",
  async () => {
    const downward = await problems(
      "app/lib/route-path.ts",
      'import { locales } from "#app/i18n/locales.ts"\nexport const count = locales.length\n',
    )
    expect(downward).toEqual([])
  },
  LINT_TIME,
)

test(
  "an import that closes a circle fails the lint",
  async () => {
    // app/i18n/slugs.ts imports app/i18n/locales.ts: locales importing slugs closes a circle.
    const circle = await problems(
      "app/i18n/locales.ts",
      'import { localizePath } from "./slugs.ts"\nexport const home = localizePath("/", "it")\n',
    )
    expect(circle).toEqual([{ rule: "import-x/no-cycle", message: expect.stringContaining("Dependency cycle") }])
  },
  LINT_TIME,
)

test("the layer order is read from the architecture's table, and a table naming a missing path stops the lint", () => {
  const layers: string[][] = layersOfArchitecture()
  expect(layers[0]).toEqual(["scripts/"])
  expect(layers.at(-1)).toEqual(["app/config/"])
  const doc = path.join(mkdtempSync(path.join(tmpdir(), "layers-")), "architecture.md")
  writeFileSync(doc, "## Layers\n\n| layer | holds |\n| --- | --- |\n| `app/gone/` | x |\n| `app/lib/` | y |\n")
  expect(() => layersOfArchitecture(doc)).toThrow("the Layers table names app/gone/, which does not exist")
  writeFileSync(doc, "## Data\n\nNo table here.\n")
  expect(() => layersOfArchitecture(doc)).toThrow('no "Layers" table')
})
