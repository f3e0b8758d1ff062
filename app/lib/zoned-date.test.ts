import { expect, test } from "vitest"
import { zonedDateTime } from "./zoned-date.ts"

test("a day becomes its start in UTC, a zoned date and time stays, anything else throws", () => {
  expect(zonedDateTime("2025-08-15")).toBe("2025-08-15T00:00:00Z")
  expect(zonedDateTime("2026-11-18T09:00:00.000Z")).toBe("2026-11-18T09:00:00.000Z")
  expect(zonedDateTime("2026-11-18T09:00:00+02:00")).toBe("2026-11-18T09:00:00+02:00")
  for (const bad of ["2026-11-18T09:00:00", "2025-13-40", "15/08/2025", ""]) expect(() => zonedDateTime(bad)).toThrow(bad)
})
