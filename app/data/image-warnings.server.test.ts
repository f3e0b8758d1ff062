import { expect, test } from "vitest"
import { imageWarnings } from "./image-warnings.server.ts"

test("a write's warnings name each image left out, once, and a malformed IMAGE_HOSTS is said rather than thrown", async () => {
  const article = {
    featured_image: "https://cdn.other.example/a.png",
    content_html:
      '<p><img src="https://cdn.other.example/b.png"><img src=\'https://10.0.0.5/c.png\'><img src="/media/d.png"></p>',
    content_markdown: "![x](https://cdn.other.example/ignored.png)",
  }
  const saved = process.env.IMAGE_HOSTS
  try {
    delete process.env.IMAGE_HOSTS
    expect(imageWarnings(article)).toEqual([
      "content_html: the image https://10.0.0.5/c.png will not be shown: 10.0.0.5 is not a public address",
    ])
    process.env.IMAGE_HOSTS = "images.example.com"
    expect(imageWarnings(article)).toEqual([
      "featured_image: the image https://cdn.other.example/a.png will not be shown: cdn.other.example is not on IMAGE_HOSTS",
      "content_html: the image https://cdn.other.example/b.png will not be shown: cdn.other.example is not on IMAGE_HOSTS",
      "content_html: the image https://10.0.0.5/c.png will not be shown: 10.0.0.5 is not a public address",
    ])
    expect(imageWarnings({ content_markdown: "![x](https://cdn.other.example/m.png)" })).toEqual([
      "content_markdown: the image https://cdn.other.example/m.png will not be shown: cdn.other.example is not on IMAGE_HOSTS",
    ])
    process.env.IMAGE_HOSTS = "http://images.example.com"
    expect(imageWarnings(article)).toEqual([expect.stringMatching(/^images not checked: IMAGE_HOSTS: .* must be https/)])
  } finally {
    if (saved === undefined) delete process.env.IMAGE_HOSTS
    else process.env.IMAGE_HOSTS = saved
  }
})
