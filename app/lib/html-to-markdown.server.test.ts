import { expect, test } from "vitest"
import { htmlToMarkdown } from "./html-to-markdown.server.ts"

const md = (html: string) => htmlToMarkdown(html, "https://site.example/")

test("the sanitiser's constructs become their Markdown", () => {
  expect(md('<h2>Title <em>here</em></h2><p>A <strong>bold</strong> <a href="/blog/x">link</a>.</p>')).toBe(
    "## Title _here_\n\nA **bold** [link](https://site.example/blog/x).",
  )
  expect(md("<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>")).toBe("- one\n- two\n\n1. first")
  expect(md("<blockquote><p>quoted</p></blockquote><hr><pre><code>a &lt; b</code></pre>")).toBe(
    "> quoted\n\n---\n\n```\na < b\n```",
  )
  expect(md("<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>")).toBe(
    "| a | b |\n| - | - |\n| 1 |   |",
  )
  expect(md('<p><img src="https://img.example/a.png" alt="A cat"> line<br>break</p>')).toBe(
    "![A cat](https://img.example/a.png) line\\\nbreak",
  )
  expect(md('<iframe src="https://www.youtube.com/embed/abcdefghijk" title="Clip"></iframe>')).toBe(
    "[Clip](https://www.youtube.com/embed/abcdefghijk)",
  )
})

test("text mixed with blocks is split into paragraphs", () => {
  expect(md("<div>loose <b>text</b><p>para</p>tail</div>")).toBe("loose **text**\n\npara\n\ntail")
})

test("no HTML passes through: scripts, styles and handlers are dropped, tags in text are escaped", () => {
  const out = md(
    '<p>Hi<script>alert(1)</script><style>p{}</style><svg><text>x</text></svg> &lt;img src=x onerror=alert(1)&gt; <span onclick="x()">ok</span></p><button>Buy</button>',
  )
  expect(out).toBe("Hi \\<img src=x onerror=alert(1)> ok")
  expect(md("<p>*not emphasis* [not](a link) # no heading</p>")).toBe("\\*not emphasis\\* \\[not]\\(a link) # no heading")
})

test("only followable URLs are kept: javascript, data and protocol-relative links lose their target", () => {
  expect(md('<p><a href="javascript:alert(1)">a</a> <a href="data:text/html,x">b</a> <a href="//evil.example">c</a></p>')).toBe(
    "a b c",
  )
  expect(md('<p><img src="data:image/png;base64,AAAA" alt="pixel"></p>')).toBe("pixel")
  expect(md('<p><a href="mailto:hi@site.example">mail</a></p>')).toBe("[mail](mailto:hi@site.example)")
})

test("blocks inside a link keep their words apart: a card's heading, text and call to action", () => {
  expect(
    md('<ul><li><a href="/features/lip-sync"><h3>Lip Sync</h3><p>Every word.</p><span>Learn more</span></a></li></ul>'),
  ).toBe("- [Lip Sync Every word. Learn more](https://site.example/features/lip-sync)")
})
