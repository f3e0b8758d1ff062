import rehypeRaw from "rehype-raw"
import rehypeStringify from "rehype-stringify"
import remarkGfm from "remark-gfm"
import remarkParse from "remark-parse"
import remarkRehype from "remark-rehype"
import { unified } from "unified"
import { sanitizeHtml } from "./sanitize.server.ts"

// Raw HTML passes through the parser (so video iframes survive) and is then
// cleaned by the sanitiser: the allow-list decides, not the Markdown step.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeStringify)

/** GitHub-flavoured Markdown to sanitised HTML. */
export async function markdownToHtml(markdown: string): Promise<string> {
  return sanitizeHtml(String(await processor.process(markdown)))
}
