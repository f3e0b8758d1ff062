import { expect, test } from "vitest"
import { articlePath, slugFromArticlePath } from "./article-path.ts"

test("an article lives under /blog/ at its slug", () => {
  expect(articlePath("lip-sync-explained")).toBe("/blog/lip-sync-explained")
})

test("the slug is read back from the article's path, with or without a trailing slash", () => {
  expect(slugFromArticlePath(articlePath("lip-sync-explained"))).toBe("lip-sync-explained")
  expect(slugFromArticlePath("/blog/lip-sync-explained/")).toBe("lip-sync-explained")
  expect(slugFromArticlePath("/blog/caf%C3%A9")).toBe("café")
})

test.each(["/blog", "/blog/", "/blog/a/b", "/features/lip-sync", "/x/blog/a", "/blog/%ZZ"])(
  "%s is no article's path",
  (pathname) => {
    expect(slugFromArticlePath(pathname)).toBeNull()
  },
)
