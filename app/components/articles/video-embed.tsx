import { Play } from "lucide-react"
import { useState } from "react"
import { useArticle } from "./article-context.ts"
import { formatRich } from "#app/i18n/icu.ts"
import { srOnly } from "#app/components/blog/use-blog-format.tsx"

type VideoEmbedProps = { youtubeId: string; title: string }

/**
 * A YouTube video that stays a local poster until the visitor asks for it:
 * no request reaches YouTube (or its image host) before the click, and the
 * player then loads from youtube-nocookie.com and starts playing at once.
 */
export function VideoEmbed({ youtubeId, title }: VideoEmbedProps) {
  const [playing, setPlaying] = useState(false)
  const { chrome, locale } = useArticle()
  const words = chrome.video
  return (
    <figure className="not-prose my-10">
      <div className="relative aspect-video overflow-hidden rounded-card bg-surface ring-1 ring-line">
        {playing ? (
          <iframe
            className="absolute inset-0 size-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group focus-ring-inset absolute inset-0 flex cursor-pointer items-center justify-center"
          >
            <picture>
              <source
                type="image/avif"
                srcSet="/media/hero-poster-640.avif 640w, /media/hero-poster.avif 1280w"
                sizes="(min-width: 768px) 720px, 100vw"
              />
              <img
                src="/media/hero-poster-640.webp"
                srcSet="/media/hero-poster-640.webp 640w, /media/hero-poster.webp 1280w"
                sizes="(min-width: 768px) 720px, 100vw"
                alt=""
                loading="lazy"
                decoding="async"
                className="absolute inset-0 size-full object-cover opacity-70 transition-opacity group-hover:opacity-85"
              />
            </picture>
            <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink/90 via-ink/30 to-transparent" />
            <span className="relative flex size-18 items-center justify-center rounded-full bg-brand-gradient text-white shadow-glow transition-transform group-hover:scale-105">
              <Play className="ml-1 size-8 fill-current" aria-hidden />
            </span>
            <span className="absolute inset-x-4 bottom-4 text-left text-sm font-medium text-fg sm:inset-x-6 sm:bottom-5">
              {formatRich(words.play, locale, { title, hidden: srOnly })}
            </span>
          </button>
        )}
      </div>
      <figcaption className="mt-3 text-sm text-muted">{words.caption}</figcaption>
    </figure>
  )
}
