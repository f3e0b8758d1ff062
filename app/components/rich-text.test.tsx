// @vitest-environment jsdom
import { render } from "@testing-library/react"
import { expect, test } from "vitest"
import { RichText } from "./rich-text.tsx"

test("rich copy makes **words** bold and puts elements in their {slots}, in the translation's own order", () => {
  const { container } = render(
    <p>
      <RichText text="Apri **Impostazioni**, poi scrivi a {email}." slots={{ email: <a href="mailto:x@y.z">x@y.z</a> }} />
    </p>,
  )
  expect(container.innerHTML).toBe('<p>Apri <strong>Impostazioni</strong>, poi scrivi a <a href="mailto:x@y.z">x@y.z</a>.</p>')
})

test("a slot the copy names but nobody fills stays visible, so a missing one is seen, not hidden", () => {
  const { container } = render(<RichText text="Write to {email}." />)
  expect(container.textContent).toBe("Write to {email}.")
})
