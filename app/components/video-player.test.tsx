// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, test } from "vitest"
import { VideoPlayer } from "./video-player.tsx"

afterEach(cleanup)

const english = { src: "/media/examples/neon-nights.vtt", srcLang: "en", label: "English" }

describe("VideoPlayer", () => {
  test("plays a YouTube link as a youtube-nocookie embed with autoplay", () => {
    render(<VideoPlayer url="https://youtu.be/dQw4w9WgXcQ?t=3" title="Demo" captions={english} />)
    expect(screen.getByTitle("Demo")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    )
  })

  test("plays a video file in the browser's player, with its captions on by default", () => {
    const { container } = render(<VideoPlayer url="/media/examples/neon-nights.mp4" title="Neon Nights" captions={english} />)
    const video = screen.getByLabelText("Neon Nights")
    expect(video.tagName).toBe("VIDEO")
    expect(video).toHaveAttribute("src", "/media/examples/neon-nights.mp4")
    expect(video).toHaveAttribute("controls")
    expect(video).toHaveAttribute("autoplay")
    expect(video).toHaveAttribute("playsinline")
    expect(container.querySelector("track")).toHaveAttribute("src", "/media/examples/neon-nights.vtt")
    expect(container.querySelector("track")).toHaveAttribute("default")
  })

  test("plays a video file with the captions track of the page's language", () => {
    const { container } = render(
      <VideoPlayer
        url="/media/examples/neon-nights.mp4"
        title="Beispielvideo Neon Nights"
        captions={{ src: "/media/examples/neon-nights.de.vtt", srcLang: "de", label: "Deutsch" }}
      />,
    )
    const track = container.querySelector("track")!
    expect([track.getAttribute("src"), track.getAttribute("srclang"), track.getAttribute("label")]).toEqual([
      "/media/examples/neon-nights.de.vtt",
      "de",
      "Deutsch",
    ])
    expect(screen.getByLabelText("Beispielvideo Neon Nights").tagName).toBe("VIDEO")
  })

  test("embeds any other URL as it is", () => {
    render(<VideoPlayer url="https://player.vimeo.com/video/76979871" title="Vimeo" captions={english} />)
    expect(screen.getByTitle("Vimeo")).toHaveAttribute("src", "https://player.vimeo.com/video/76979871")
  })
})
