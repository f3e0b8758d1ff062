import { expect, test } from "vitest"
import { lowercasePath } from "./lowercase-path.ts"

test("a path with capitals is lowered, a tag's word kept as written; a lowercase path has nothing to lower", () => {
  expect(lowercasePath("/DE")).toBe("/de")
  expect(lowercasePath("/De/Preise")).toBe("/de/preise")
  expect(lowercasePath("/PRICING")).toBe("/pricing")
  expect(lowercasePath("/Blog/Some-Slug")).toBe("/blog/some-slug")
  expect(lowercasePath("/Blog/Tag/AI")).toBe("/blog/tag/AI")
  expect(lowercasePath("/DE/Blog/Thema/KI/Seite/2")).toBe("/de/blog/thema/KI/seite/2")
  expect(lowercasePath("/blog/tag/Blog")).toBeNull()
  expect(lowercasePath("/Blog/Tag/blog")).toBe("/blog/tag/blog")
  expect(lowercasePath("/Media/Examples/Neon-Nights.MP4")).toBe("/media/examples/neon-nights.mp4")
  expect(lowercasePath("/pricing")).toBeNull()
  expect(lowercasePath("/de/preise")).toBeNull()
})
