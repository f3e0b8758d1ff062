import { describe, expect, test } from "vitest"
import { readingMinutes, readingTime } from "./reading-time.ts"

describe("readingTime", () => {
  test("divides whitespace-separated words by 200 and rounds up", () => {
    expect(readingTime("word ".repeat(200))).toBe("1 min read")
    expect(readingTime("word ".repeat(201))).toBe("2 min read")
    expect(readingMinutes("a\n\tb   c")).toBe(1)
  })

  test("an empty text reads in no time", () => {
    expect(readingMinutes("   ")).toBe(0)
  })
})
