import { expect, test } from "vitest"
import { PAGE_SIZE, pageCount, pageLinks, pageOffset, parsePage, tagPath } from "./pagination.ts"

test("the blog shows twelve articles a page: 57 articles fill five pages, the fifth from the 49th", () => {
  expect(PAGE_SIZE).toBe(12)
  expect(pageCount(57)).toBe(5)
  expect(pageCount(48)).toBe(4)
  expect(pageCount(49)).toBe(5)
  expect(pageOffset(5)).toBe(48)
  expect(pageOffset(1)).toBe(0)
})

test("an empty blog still has its first page", () => {
  expect(pageCount(0)).toBe(1)
})

test("a tag with spaces or slashes is one path segment", () => {
  expect(tagPath("music video/AI")).toBe("/blog/tag/music%20video%2FAI")
})

test.each([
  ["2", 2],
  ["10", 10],
  [undefined, 1],
  ["0", null],
  ["02", null],
  ["-1", null],
  ["x", null],
  ["1e3", null],
  ["2.0", null],
  ["9999999", null],
])("the page parameter %s names page %s", (param, page) => {
  expect(parsePage(param)).toBe(page)
})

test("the pagination shows the first, the last and the current page's neighbours, with gaps between", () => {
  expect(pageLinks(1, 1)).toEqual([1])
  expect(pageLinks(1, 5)).toEqual([1, 2, "gap", 5])
  expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5])
  expect(pageLinks(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10])
  // A gap of a single page shows that page rather than an ellipsis.
  expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10])
  expect(pageLinks(10, 10)).toEqual([1, "gap", 9, 10])
})
