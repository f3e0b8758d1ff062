// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { RouterProvider, createMemoryRouter } from "react-router"
import { afterEach, describe, expect, test } from "vitest"
import { site } from "#app/config/site.ts"
import { copyValues } from "#app/content/copy-values.ts"
import { messagesFor } from "#app/i18n/messages.server.ts"
import type { CaptionsLanguage } from "#app/lib/video-url.ts"
import { DemoSection } from "./demo-section.tsx"

const configured = site.demoVideoUrl
const demoCopy = messagesFor("en", copyValues("en")).homeSections.demo

/** The section on a page of the site: its static parts follow the router's location. */
const renderSection = (captions: CaptionsLanguage = { locale: "en", srcLang: "en", label: "English" }) =>
  render(
    <RouterProvider router={createMemoryRouter([{ path: "/", element: <DemoSection copy={{ ...demoCopy, captions }} /> }])} />,
  )

afterEach(() => {
  cleanup()
  site.demoVideoUrl = configured
})

describe("DemoSection", () => {
  test("shows only a poster and a play button until pressed, then plays the local walkthrough", async () => {
    const user = userEvent.setup()
    const { container } = renderSection()
    expect(screen.getByRole("heading", { name: "See It In Action" })).toBeInTheDocument()
    expect(container.querySelector("video, iframe")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Play the product walkthrough video" }))
    const video = container.querySelector("video")
    expect(video).toHaveAttribute("src", "/media/demo/walkthrough.mp4")
    expect(video).toHaveAttribute("autoplay")
    expect(container.querySelector("iframe")).toBeNull()
  })

  test("plays the walkthrough with its captions in the page's language, on by default", async () => {
    const user = userEvent.setup()
    const { container } = renderSection({ locale: "de", srcLang: "de", label: "Deutsch" })
    await user.click(screen.getByRole("button", { name: "Play the product walkthrough video" }))
    const track = container.querySelector("video track")!
    expect([track.getAttribute("src"), track.getAttribute("srclang"), track.getAttribute("label")]).toEqual([
      "/media/demo/walkthrough.de.vtt",
      "de",
      "Deutsch",
    ])
    expect(track).toHaveAttribute("default")
  })

  test("with a YouTube link configured, the click mounts a youtube-nocookie embed with autoplay", async () => {
    site.demoVideoUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&feature=share"
    const user = userEvent.setup()
    const { container } = renderSection()
    expect(container.querySelector("iframe")).toBeNull()
    await user.click(screen.getByRole("button", { name: "Play the product walkthrough video" }))
    expect(container.querySelector("iframe")).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
    )
    expect(container.querySelector("video")).toBeNull()
  })
})
