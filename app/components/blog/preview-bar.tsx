import { EyeOff } from "lucide-react"

export type PreviewState = { status: "draft" | "scheduled"; publishAt: string | null }

/** Says, at the top of a preview link's page, that the article is not on the blog yet. */
export function PreviewBar({ preview }: { preview: PreviewState }) {
  const when =
    preview.status === "scheduled" && preview.publishAt
      ? `scheduled for ${new Date(preview.publishAt).toUTCString().replace("GMT", "UTC")}`
      : "a draft"
  return (
    <div role="status" className="mb-8 flex items-start gap-3 rounded-card bg-amber px-5 py-4 font-semibold text-ink">
      <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        Preview: not published.{" "}
        <span className="font-normal">{`This article is ${when}; only people with this link can see it.`}</span>
      </p>
    </div>
  )
}
