import { expect, test } from "vitest"
import { longDate } from "./long-date.ts"

test("a date reads as US English, the same as Intl's long date style", () => {
  const intl = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" })
  for (const date of ["2025-03-04", "2024-12-31", "2026-01-01T23:59:59Z", "2025-07-15T00:30:00+02:00"]) {
    expect(longDate(date)).toBe(intl.format(new Date(date)))
  }
  expect(longDate("2025-03-04")).toBe("March 4, 2025")
})

test("the day is the UTC day, wherever the reader is", () => {
  expect(longDate("2025-07-15T00:30:00+02:00")).toBe("July 14, 2025")
})

test("a value that is not a date is shown as it is", () => {
  expect(longDate("soon")).toBe("soon")
})
