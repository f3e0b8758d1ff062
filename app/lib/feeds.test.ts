import { JSDOM } from "jsdom"
import { expect, test } from "vitest"
import { rssXml } from "./feeds.ts"

const hostile = `Beats <img src=x onerror=alert(1)> & &lt;script&gt;alert(2)&lt;/script&gt; "quoted" ]]> done`

/** What a feed reader does with an item's description: decode the XML, then render the result as HTML. */
function asFeedReaderShowsIt(xml: string) {
  const item = new JSDOM(xml, { contentType: "text/xml" }).window.document.querySelector("item description")!
  const body = new JSDOM(`<body>${item.textContent}</body>`).window.document.body
  return { elements: body.querySelectorAll("*").length, text: body.textContent }
}

test("a feed reader shows a hostile description as the text it is, with no markup", () => {
  const xml = rssXml(
    {
      title: "Blog",
      link: "https://example.test/blog",
      description: "Guides <b>&amp;</b> news",
      self: "https://example.test/blog/rss.xml",
    },
    [{ title: "A", link: "https://example.test/blog/a", description: hostile, pubDate: null }],
  )
  expect(new JSDOM(xml, { contentType: "text/xml" }).window.document.querySelector("parsererror")).toBeNull()
  expect(asFeedReaderShowsIt(xml)).toEqual({ elements: 0, text: hostile })
})
