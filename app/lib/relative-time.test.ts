import { expect, test } from "vitest"
import { relativeTime } from "./relative-time.ts"

const now = new Date("2026-05-10T12:00:00Z")

test("past dates read as English relative time", () => {
  expect(relativeTime("2026-05-07T12:00:00Z", now)).toBe("3 days ago")
  expect(relativeTime("2026-05-10T10:00:00Z", now)).toBe("2 hours ago")
  expect(relativeTime("2026-04-19T12:00:00Z", now)).toBe("3 weeks ago")
  expect(relativeTime("2025-05-01T12:00:00Z", now)).toBe("1 year ago")
  expect(relativeTime("2026-05-10T11:59:50Z", now)).toBe("just now")
})

test("future dates read forwards", () => {
  expect(relativeTime("2026-05-11T12:00:00Z", now)).toBe("in 1 day")
})
