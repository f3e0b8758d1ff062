import { expect, test } from "vitest"
import { copyValues } from "#app/content/copy-values.ts"
import { prepareCatalog } from "./messages.server.ts"
import english from "./messages/en.json" with { type: "json" }
import italian from "./messages/it.json" with { type: "json" }

// A language whose catalog lacks a message does not speak English in its place
// (docs/decisions/0037-activation.md): its catalog is refused, naming every message it lacks.

type Tree = { [key: string]: string | Tree }
const values = copyValues("it")

test("a catalog lacking messages is refused, naming each, instead of filling them with English", () => {
  const { suggestion, ...rest } = italian as Tree
  const { tagline: _tagline, ...footer } = (rest.footer ?? {}) as Tree
  const lacking = { ...rest, footer } as Tree
  expect(suggestion).toBeDefined()
  expect(() => prepareCatalog(english as Tree, lacking, "it", values)).toThrow(
    "app/i18n/messages/it.json lacks suggestion, footer.tagline: a language speaks its own words or none, never English in their place",
  )
})

test("a language without a catalog is refused", () => {
  expect(() => prepareCatalog(english as Tree, undefined, "it", values)).toThrow(/it\.json is missing/)
})

test("a whole catalog is prepared in its own words", () => {
  const messages = prepareCatalog(english as Tree, italian as Tree, "it", values)
  expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
})
