import { beforeAll, describe, expect, test } from "vitest"
import type { createApp } from "./app.ts"
import { fixedArticleIn } from "#app/content/articles/index.ts"
import { builtApp } from "../tests/support/built-app.ts"
import { freshDatabase } from "../tests/support/db-template.ts"

// /llms.txt and the articles as Markdown (decision 0046), through the production build over an
// embedded database of its own, as a visitor's request reaches them.
// A copy of the database the server makes on its first start, made once a run (tests/support/db-template.ts).
process.env.DATA_DIR = await freshDatabase({ seeded: "as the server does" })

type Publisher = { apply(event: string, input: unknown): Promise<unknown> }
const SECRET = `whsec_${Buffer.alloc(32, 9).toString("base64")}`
const ORIGIN = "http://localhost:3000"
let publisher: Publisher
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  const built = await builtApp({ publishingSecret: SECRET, siteUrl: ORIGIN })
  app = built.app
  publisher = await built.entry.configuredPublisher()
}, 180_000)

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers })
const HOSTILE = `<p>Safe words <script>alert("x")</script><img src=x onerror="alert(1)"> and <a href="javascript:alert(2)">a link</a> &lt;script&gt;evil()&lt;/script&gt;</p><h2>Second part</h2><ul><li>One</li><li>Two</li></ul>`

/** The header's fields of a Markdown answer: "Canonical" → value. */
const fields = (markdown: string) =>
  Object.fromEntries([...markdown.matchAll(/^- (Canonical|Language|Published|Modified): (.+)$/gm)].map((m) => [m[1], m[2]]))

describe("articles as Markdown", () => {
  test("a database article in English and one in Italian, with their header, and hostile HTML made inert text", async () => {
    await publisher.apply("publish", {
      slug: "md-hostile",
      title: "Markdown <b>test</b>",
      content_markdown: "",
      content_html: HOSTILE,
    })
    await publisher.apply("publish", {
      slug: "md-italiano",
      title: "Articolo in Markdown",
      content_markdown: "Parole *italiane*.",
      locale: "it",
    })
    const en = await get("/blog/md-hostile.md")
    expect(en.status).toBe(200)
    expect(en.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8")
    const body = await en.text()
    expect(body.startsWith("# Markdown \\<b>test\\</b>\n")).toBe(true)
    expect(fields(body)).toMatchObject({ Canonical: `<${ORIGIN}/blog/md-hostile>`, Language: "en" })
    expect(fields(body).Published).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(body).toContain("## Second part")
    expect(body).toContain("- One\n- Two")
    expect(body).not.toMatch(/(?<!\\)<(?:script|img)|onerror|javascript:/i)
    // The escaped text of the body stays text: escaped again as Markdown, never a tag.
    expect(body).toContain("\\<script>evil()\\</script>")

    const it = await get("/it/blog/md-italiano.md")
    expect(it.status).toBe(200)
    const italian = await it.text()
    expect(italian.startsWith("# Articolo in Markdown\n")).toBe(true)
    expect(fields(italian)).toMatchObject({ Canonical: `<${ORIGIN}/it/blog/md-italiano>`, Language: "it" })
    expect(italian).toContain("Parole _italiane_.")
    // Each article has one address: not under another language's path.
    expect((await get("/blog/md-italiano.md")).status).toBe(404)
  })

  test("a fixed article in English and Italian, rendered from its MDX", async () => {
    for (const locale of ["en", "it"] as const) {
      const article = fixedArticleIn("viral-ai-music-video-tips", locale)!
      const answer = await get(`${article.path}.md`)
      expect(answer.status).toBe(200)
      const body = await answer.text()
      expect(body.startsWith(`# ${article.title}\n`)).toBe(true)
      expect(fields(body)).toMatchObject({ Canonical: `<${ORIGIN}${article.path}>`, Language: locale })
      expect(body).toMatch(/^## /m)
      expect(body).not.toMatch(/<script|<div|<svg|<button/i)
    }
  })

  test("the terms and the accessibility statement in English and Italian, their anchors and placeholders gone", async () => {
    for (const [path, locale] of [
      ["/terms-and-conditions", "en"],
      ["/it/termini-e-condizioni", "it"],
      ["/accessibility", "en"],
      ["/it/accessibilita", "it"],
    ] as const) {
      const answer = await get(`${path}.md`)
      expect(answer.status, path).toBe(200)
      const body = await answer.text()
      expect(body).toMatch(/^# \S/)
      expect(fields(body)).toMatchObject({ Canonical: `<${ORIGIN}${path}>`, Language: locale })
      expect(body).toMatch(/^## \S/m)
      expect(body).not.toMatch(/\{#|\{[a-zA-Z]\w*\}|<(?!https?:|[\w.+-]+@)[a-z]/)
    }
    const html = await (await get("/terms-and-conditions")).text()
    expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}/terms-and-conditions.md"/>`)
  })

  test("the article's address answers Markdown by Accept, and says it varies by Accept", async () => {
    const markdown = await get("/blog/md-hostile", { accept: "text/markdown" })
    expect(markdown.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8")
    expect(markdown.headers.get("Vary")).toMatch(/Accept/)
    expect(await markdown.text()).toMatch(/^# Markdown/)
    const html = await get("/blog/md-hostile", { accept: "text/html,application/xhtml+xml,*/*;q=0.8" })
    expect(html.headers.get("Content-Type")).toMatch(/^text\/html/)
    expect(html.headers.get("Vary")).toMatch(/Accept/)
    const page = await html.text()
    expect(page).toContain(`<link rel="alternate" type="text/markdown" href="${ORIGIN}/blog/md-hostile.md"/>`)
    const fixed = fixedArticleIn("viral-ai-music-video-tips", "en")!
    const fixedMd = await get(fixed.path, { accept: "text/markdown, text/html;q=0.5" })
    expect(fixedMd.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8")
    // The fixed article's page is a prerendered file: it says it varies by Accept as well.
    const fixedHtml = await get(fixed.path, { accept: "text/html" })
    expect(fixedHtml.headers.get("Content-Type")).toMatch(/^text\/html/)
    expect(fixedHtml.headers.get("Vary")).toMatch(/Accept/)
    const head = await app.request("/blog/md-hostile.md", { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(head.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8")
  })

  test("unknown, draft and scheduled articles are 404 in plain text", async () => {
    await publisher.apply("draft", { slug: "md-draft", title: "Draft", content_markdown: "Secret draft." })
    const later = new Date(Date.now() + 86_400_000).toISOString()
    await publisher.apply("publish", { slug: "md-later", title: "Later", content_markdown: "Later words.", published_at: later })
    for (const url of ["/blog/no-such-article.md", "/blog/md-draft.md", "/blog/md-later.md", "/it/blog/nessuno.md"]) {
      const answer = await get(url)
      expect(answer.status, url).toBe(404)
      expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8")
      expect(await answer.text()).not.toContain("Secret draft")
    }
    expect((await get("/blog/md-draft", { accept: "text/markdown" })).status).toBe(404)
  })

  test("an article's write shows in its Markdown and in llms.txt at once", async () => {
    await publisher.apply("publish", { slug: "md-fresh", title: "Fresh title", content_markdown: "First words." })
    expect(await (await get("/blog/md-fresh.md")).text()).toContain("First words.")
    expect(await (await get("/llms.txt")).text()).toContain("[Fresh title]")
    await publisher.apply("update", { slug: "md-fresh", title: "Renamed title", content_markdown: "Second words." })
    const after = await (await get("/blog/md-fresh.md")).text()
    expect(after).toContain("Second words.")
    expect(after).toContain("# Renamed title")
    const llms = await (await get("/llms.txt")).text()
    expect(llms).toContain("[Renamed title]")
    expect(llms).not.toContain("[Fresh title]")
    await publisher.apply("unpublish", { slug: "md-fresh" })
    expect((await get("/blog/md-fresh.md")).status).toBe(404)
    expect(await (await get("/llms.txt")).text()).not.toContain("Renamed title")
  })
})

describe("/llms.txt", () => {
  test("has the llmstxt.org shape: H1, summary, sections of absolute links that answer", async () => {
    const answer = await get("/llms.txt")
    expect(answer.status).toBe(200)
    expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8")
    expect(answer.headers.get("Cache-Control")).toContain("s-maxage")
    const text = await answer.text()
    const lines = text.split("\n")
    expect(lines[0]).toMatch(/^# \S/)
    expect(lines[2]).toMatch(/^> \S/)
    const sections = lines.filter((l) => l.startsWith("## "))
    expect(sections).toContain("## Optional")
    expect(sections.at(-1)).toBe("## Optional")
    expect(sections.filter((s) => s.startsWith("## Blog")).length).toBe(6)
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]!)
    expect(links.length).toBeGreaterThan(30)
    for (const link of links) expect(link.startsWith(`${ORIGIN}/`), link).toBe(true)
    // Every link answers (a sample of each kind keeps the test short).
    const sample = [...new Set(links.filter((_, i) => i % 5 === 0))]
    for (const link of sample) expect((await get(link.slice(ORIGIN.length))).status, link).toBe(200)
  })

  test("robots.txt names it", async () => {
    expect(await (await get("/robots.txt")).text()).toContain(`${ORIGIN}/llms.txt`)
  })
})
