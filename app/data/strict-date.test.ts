import { expect, test } from "vitest"
import { parsePublishInput, PublishValidationError } from "./publisher.server.ts"
import { parseStrictDate } from "./strict-date.ts"

const iso = (value: string) => {
  const parsed = parseStrictDate(value)
  return parsed instanceof Date ? parsed.toISOString() : parsed
}

test("RFC 3339 date-times with a zone are read as their instant in UTC", () => {
  expect(iso("2026-05-01T09:00:00Z")).toBe("2026-05-01T09:00:00.000Z")
  expect(iso("2026-05-01t09:00:00.1234z")).toBe("2026-05-01T09:00:00.123Z")
  expect(iso("2026-05-01 09:00:00+02:00")).toBe("2026-05-01T07:00:00.000Z")
  expect(iso("2026-05-01T09:00:00-05:30")).toBe("2026-05-01T14:30:00.000Z")
  expect(iso("2024-02-29T00:00:00Z")).toBe("2024-02-29T00:00:00.000Z")
  expect(iso("1970-01-01T00:00:00Z")).toBe("1970-01-01T00:00:00.000Z")
  expect(iso("9999-12-31T23:59:59.999Z")).toBe("9999-12-31T23:59:59.999Z")
})

test.each([
  ["1", /not a valid date: use an RFC 3339/],
  ["May 1, 2026", /RFC 3339/],
  ["2026-05-01", /RFC 3339/],
  ["2026-05-01T09:00:00", /RFC 3339/],
  ["2026-05-01T09:00Z", /RFC 3339/],
  ["+010000-01-01T00:00:00Z", /RFC 3339/],
  ["2025-02-29T00:00:00Z", /no such day/],
  ["2026-13-01T00:00:00Z", /no such day/],
  ["2026-05-01T24:00:00Z", /no such day/],
  ["2026-05-01T09:00:00+24:00", /zone offset/],
  ["0000-01-01T00:00:00Z", /from 1970 to 9999/],
  ["0099-01-01T00:00:00Z", /from 1970 to 9999/],
  ["1969-12-31T23:59:59Z", /from 1970 to 9999/],
  ["9999-12-31T23:00:00-05:00", /from 1970 to 9999/],
])("%s is refused", (value, reason) => {
  expect(iso(value)).toMatch(reason)
})

/** The problems parsePublishInput throws for `input` at `now`, or "none". */
function problems(input: unknown, now = new Date("2026-05-01T12:00:00Z")) {
  try {
    parsePublishInput(input, now)
    return "none"
  } catch (error) {
    if (!(error instanceof PublishValidationError)) throw error
    return { field: error.field, message: error.message, errors: error.errors }
  }
}

test("a loose date is refused, naming the field, where it used to become another date", () => {
  expect(problems({ slug: "a", published_at: "1" })).toMatchObject({ field: "published_at", message: /"1" is not a valid date/ })
  expect(problems({ slug: "a", updated_at: "2026-05-01" })).toMatchObject({ field: "updated_at" })
})

test("the dates are stored as sent, in UTC", () => {
  expect(parsePublishInput({ slug: "a", published_at: "2026-05-01T11:00:00+02:00" }).published_at).toBe(
    "2026-05-01T09:00:00.000Z",
  )
})

test("updated_at may be 5 minutes ahead of the server's clock, and no more", () => {
  expect(problems({ slug: "a", updated_at: "2026-05-01T12:05:00Z" })).toBe("none")
  expect(problems({ slug: "a", updated_at: "2026-05-01T12:05:01Z" })).toMatchObject({
    field: "updated_at",
    message: /in the future \(the server's time is 2026-05-01T12:00:00.000Z; clocks may differ by 5 minutes\)/,
  })
  expect(problems({ slug: "a", updated_at: "2099-01-01T00:00:00Z" })).toMatchObject({ field: "updated_at" })
})

test("U+0000 is refused in any text field, naming it", () => {
  for (const field of ["title", "content_markdown", "content_html", "meta_description", "featured_image_alt"])
    expect(problems({ slug: "a", [field]: "before\u0000after" })).toMatchObject({
      field,
      message: `${field} holds the character U+0000 (NUL), which an article cannot store: remove it`,
    })
})

test("every bad field is reported at once, the first as field and message", () => {
  const found = problems({
    slug: "a",
    title: "x".repeat(201),
    published_at: "soon",
    updated_at: "2099-01-01T00:00:00Z",
    content_markdown: "a\u0000b",
    tags: "ai",
  })
  expect(found).toMatchObject({ field: "title", message: "title is longer than 200 characters" })
  expect(typeof found === "object" && found.errors.map((e) => e.field)).toEqual([
    "title",
    "content_markdown",
    "published_at",
    "tags",
    "updated_at",
  ])
})
