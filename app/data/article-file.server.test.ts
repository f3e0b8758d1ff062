import { expect, test } from "vitest"
import { ArticleFileError, parseArticleFile } from "./article-file.server.ts"

const file = (frontmatter: string) => `---\ntitle: A title\n${frontmatter}\n---\nThe body.\n`

test("a file's updated_at reaches the writer as an instant in UTC; left out, none is sent; a bad one is refused naming it", () => {
  const { article } = parseArticleFile(file("published_at: 2026-11-18T09:00:00Z\nupdated_at: 2026-11-20T10:00:00+01:00"), "a.md")
  expect(article.updated_at).toBe("2026-11-20T09:00:00.000Z")
  expect(parseArticleFile(file("published_at: 2026-11-18T09:00:00Z"), "a.md").article).not.toHaveProperty("updated_at")
  expect(() => parseArticleFile(file("updated_at: last week"), "a.md")).toThrow(ArticleFileError)
  expect(() => parseArticleFile(file("updated_at: last week"), "a.md")).toThrow('updated_at "last week" is not a valid date')
})
