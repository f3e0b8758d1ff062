import { EyeOff } from "lucide-react"
import type { BlogChrome } from "#app/i18n/messages.ts"
import { useBlogFormat } from "./use-blog-format.tsx"
import { intlTag } from "#app/i18n/format.ts"
import type { Locale } from "#app/i18n/locales.ts"

/**
 * When a scheduled article goes out, to the second, in UTC. English keeps the form it has always had
 * ("Tue, 25 Nov 2026 05:30:00 UTC"); the other languages write it their way through Intl.
 */
function publishTime(iso: string, locale: Locale): string {
  const at = new Date(iso)
  if (locale === "en") return at.toUTCString().replace("GMT", "UTC")
  return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: "full", timeStyle: "long", timeZone: "UTC" }).format(at)
}

export type PreviewState = { status: "draft" | "scheduled"; publishAt: string | null }

/** Says, at the top of a preview link's page, that the article is not on the blog yet. */
export function PreviewBar({ preview, words }: { preview: PreviewState; words: BlogChrome["preview"] }) {
  const format = useBlogFormat()
  const scheduled = preview.status === "scheduled" && preview.publishAt
  const text = format.text(words.text, {
    state: scheduled ? "scheduled" : "draft",
    date: scheduled ? publishTime(preview.publishAt!, format.locale) : "",
  })
  return (
    <div role="status" className="mb-8 flex items-start gap-3 rounded-card bg-amber px-5 py-4 font-semibold text-ink">
      <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
      <p>
        {words.title} <span className="font-normal">{text}</span>
      </p>
    </div>
  )
}
