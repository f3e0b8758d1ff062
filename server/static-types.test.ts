import { readdirSync } from "node:fs"
import path from "node:path"
import { expect, test } from "vitest"
import { contentType, findFile, serveFile } from "./static-files.ts"

// The type each kind of file the site serves goes out as: a browser refuses captions that are not
// text/vtt, and a crawler reads a sitemap or robots.txt by its type.
const EXPECTED: Record<string, string> = {
  ".vtt": "text/vtt; charset=utf-8",
  ".webm": "video/webm",
  ".mp4": "video/mp4",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
}

test.each(Object.entries(EXPECTED))("a %s file is served as %s", (extension, type) => {
  expect(contentType(`/media/file${extension}`)).toBe(type)
  expect(contentType(`/media/FILE${extension.toUpperCase()}`)).toBe(type)
})

test("every file under public/ has a type of its own, none is sent as application/octet-stream", () => {
  const files = readdirSync(path.resolve("public"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
  expect(files.length).toBeGreaterThan(0)
  expect(files.filter((file) => contentType(file) === "application/octet-stream")).toEqual([])
})

test("a caption file of the site goes out as text/vtt", async () => {
  const file = "/media/examples/neon-nights.es.vtt"
  const found = await findFile(path.resolve("public"), file)
  const response = await serveFile(found!, new Request(`http://localhost${file}`), {
    contentType: contentType(file),
    cacheControl: "no-store",
  })
  expect(response.status).toBe(200)
  expect(response.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8")
  expect(await response.text()).toMatch(/^WEBVTT/)
})
