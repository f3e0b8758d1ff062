import { describe, expect, test } from "vitest"
import { isYouTubeUrl, toEmbedUrl, youtubeVideoId } from "./youtube.ts"

const ID = "dQw4w9WgXcQ"
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`

describe("toEmbedUrl", () => {
  test.each([
    ["watch", `https://www.youtube.com/watch?v=${ID}`],
    ["watch without www", `https://youtube.com/watch?v=${ID}`],
    ["mobile watch", `https://m.youtube.com/watch?v=${ID}`],
    ["YouTube Music watch", `https://music.youtube.com/watch?v=${ID}`],
    ["watch over http", `http://www.youtube.com/watch?v=${ID}`],
    ["shorts", `https://www.youtube.com/shorts/${ID}`],
    ["embed", `https://www.youtube.com/embed/${ID}`],
    ["youtu.be", `https://youtu.be/${ID}`],
  ])("turns a %s link into the nocookie embed with autoplay", (_shape, url) => {
    expect(toEmbedUrl(url)).toBe(EMBED)
  })

  test.each([
    ["watch, v after other parameters", `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ["watch with a playlist", `https://www.youtube.com/watch?v=${ID}&list=PL123&index=2`],
    ["shorts with a share id", `https://youtube.com/shorts/${ID}?si=abcDEF123`],
    ["embed with a start time", `https://www.youtube.com/embed/${ID}?start=30&autoplay=0`],
    ["youtu.be with a timestamp", `https://youtu.be/${ID}?t=15`],
    ["shorts with a trailing slash", `https://www.youtube.com/shorts/${ID}/`],
    ["a fragment", `https://www.youtube.com/watch?v=${ID}#comments`],
  ])("ignores extra parts of the link: %s", (_case, url) => {
    expect(toEmbedUrl(url)).toBe(EMBED)
  })

  test("keeps ids with dashes and underscores", () => {
    expect(toEmbedUrl("https://youtu.be/a-b_c-d_e-1")).toBe("https://www.youtube-nocookie.com/embed/a-b_c-d_e-1?autoplay=1&rel=0")
  })

  test.each([
    ["a 10-character watch id", "https://www.youtube.com/watch?v=dQw4w9WgXc"],
    ["a 12-character watch id", "https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["a 10-character shorts id", "https://www.youtube.com/shorts/dQw4w9WgXc"],
    ["a 12-character embed id", "https://www.youtube.com/embed/dQw4w9WgXcQQ"],
    ["a 10-character youtu.be id", "https://youtu.be/dQw4w9WgXc"],
    ["a 12-character youtu.be id", "https://youtu.be/dQw4w9WgXcQQ"],
    ["an id with a forbidden character", "https://www.youtube.com/watch?v=dQw4w9WgX.Q"],
    ["a watch link without v", "https://www.youtube.com/watch?list=PL123"],
    ["an empty shorts path", "https://www.youtube.com/shorts/"],
    ["a channel page", "https://www.youtube.com/@syncreel"],
  ])("uses a YouTube link with %s as it is", (_case, url) => {
    expect(toEmbedUrl(url)).toBe(url)
  })

  test.each([
    ["Vimeo", "https://player.vimeo.com/video/76979871"],
    ["a local file", "/media/examples/neon-nights.mp4"],
    ["a look-alike host", `https://youtube.com.example.org/watch?v=${ID}`],
    ["a host ending in youtube.com", `https://notyoutube.com/watch?v=${ID}`],
    ["a javascript: URL", `javascript:alert('${ID}')`],
  ])("uses %s as it is", (_case, url) => {
    expect(toEmbedUrl(url)).toBe(url)
  })

  test.each([[""], ["not a url"], ["https://"], ["youtu.be"], [`watch?v=${ID}`]])("uses garbage %j as it is", (input) => {
    expect(toEmbedUrl(input)).toBe(input)
  })
})

describe("youtubeVideoId", () => {
  test("finds the id or answers null", () => {
    expect(youtubeVideoId(`https://youtu.be/${ID}`)).toBe(ID)
    expect(youtubeVideoId("https://example.com/video.mp4")).toBeNull()
    expect(isYouTubeUrl(`https://www.youtube.com/shorts/${ID}`)).toBe(true)
    expect(isYouTubeUrl("/media/demo/walkthrough.mp4")).toBe(false)
  })
})
