import type { Root, RootContent } from "mdast"
import { expect, test } from "vitest"
import { remarkStaticBlocks } from "./remark-static-blocks.ts"

const paragraph = (text: string) => ({ type: "paragraph", children: [{ type: "text", value: text }] }) as RootContent
const block = (name: string) => ({ type: "mdxJsxFlowElement", name, attributes: [], children: [] }) as RootContent
const esm = { type: "mdxjsEsm", value: 'import { stats } from "./data/stats.ts"' } as RootContent
const inStatic = (...children: RootContent[]) =>
  ({ type: "mdxJsxFlowElement", name: "Static", attributes: [], children }) as RootContent

function transform(children: RootContent[], interactive: string[]) {
  const tree: Root = { type: "root", children }
  remarkStaticBlocks({ interactive: new Set(interactive) })(tree)
  return tree.children
}

test("each run of blocks goes inside one Static, and the interactive blocks and imports stay between the runs", () => {
  const children = transform(
    [esm, paragraph("Intro"), block("Timeline"), block("VideoEmbed"), paragraph("More"), paragraph("End")],
    ["VideoEmbed"],
  )
  expect(children).toEqual([
    esm,
    inStatic(paragraph("Intro"), block("Timeline")),
    block("VideoEmbed"),
    inStatic(paragraph("More"), paragraph("End")),
  ])
})

test("a block is left out of Static only when it is among the interactive ones it is given", () => {
  expect(transform([block("Timeline"), block("VideoEmbed")], ["Timeline"])).toEqual([
    block("Timeline"),
    inStatic(block("VideoEmbed")),
  ])
})

test("the frontmatter stays at the top level, so no empty Static is left before an import", () => {
  const yaml = { type: "yaml", value: "title: A guide" } as RootContent
  expect(transform([yaml, esm, paragraph("Intro")], [])).toEqual([yaml, esm, inStatic(paragraph("Intro"))])
})
