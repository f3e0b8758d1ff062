import fs from "node:fs"
import path from "node:path"
import js from "@eslint/js"
import { createNodeResolver, importX } from "eslint-plugin-import-x"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const root = import.meta.dirname

/**
 * The layers, top first, as docs/architecture.md's "Layers" table writes them: each row's paths
 * (a folder ends in "/"). The table is the one statement of the order; a row naming a path that
 * is gone stops the lint, so a move cannot quietly lift the rule off a folder.
 */
export function layersOfArchitecture(file = path.join(root, "docs/architecture.md")) {
  const text = fs.readFileSync(file, "utf8")
  const section = text.split(/^## /m).find((s) => s.startsWith("Layers\n"))
  const rows = (section ?? "").split("\n").filter((line) => line.startsWith("| `"))
  const layers = rows.map((row) => [...row.split("|")[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]))
  if (layers.length < 2) throw new Error(`${file}: no "Layers" table to read the layer order from`)
  for (const p of layers.flat()) {
    if (!fs.existsSync(path.join(root, p))) throw new Error(`${file}: the Layers table names ${p}, which does not exist`)
  }
  return layers
}

/** One zone for each pair of layers: a file of the lower may import nothing of the higher. */
function layerZones(layers) {
  const name = (layer) => layer.join(", ")
  return layers.flatMap((lower, i) =>
    layers.slice(0, i).map((higher) => ({
      target: lower,
      from: higher,
      message: `${name(lower)} stands below ${name(higher)}: imports run down the layers of docs/architecture.md.`,
    })),
  )
}

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or handles, or one passed where a plain callback is
    // expected, fails silently at run time.
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ["*.js"] }, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // The layers (docs/architecture.md): an import runs down them, never up, and no import closes
    // a circle. Tests stand above every layer, so they are not held to it.
    files: ["**/*.{ts,tsx,js}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.test-support.{ts,tsx}", "tests/**"],
    plugins: { "import-x": importX },
    settings: {
      // The circle rule reads the files an import names: TypeScript ones too, with the TypeScript parser.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones(layersOfArchitecture()) }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
)
