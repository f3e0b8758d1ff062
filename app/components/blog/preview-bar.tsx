import { EyeOff } from "lucide-react"
import type { BlogChrome } from "#app/content/blog-chrome.ts"
import { fillIn } from "#app/lib/fill-in.ts"

export type PreviewState = { status: "draft" | "scheduled"; publishAt: string | null }

/** Says, at the top of a preview link's page, that the article is not on the blog yet. */
export function PreviewBar({ preview, words }: { preview: PreviewState; words: BlogChrome["preview"] }) {
  const when =
    preview.status === "scheduled" && preview.publishAt
      ? fillIn(words.scheduled, { date: new Date(preview.publishAt).toUTCString().replace("GMT", "UTC") })
      : words.draft
  return (
    <div role="status" className="mb-8 flex items-start gap-3 rounded-card bg-amber px-5 py-4 font-semibold text-ink">
      <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {words.title} <span className="font-normal">{fillIn(words.text, { when })}</span>
      </p>
    </div>
  )
}
