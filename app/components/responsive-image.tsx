import { mediaSize } from "#app/lib/media.ts"

type ResponsiveImageProps = {
  /** Paths without extension, each existing as .avif and .webp, smallest first. */
  variants: string[]
  alt: string
  sizes: string
  /** The largest image painted first (LCP): load it eagerly with high priority. */
  priority?: boolean
  className?: string
}

/** An image in AVIF with a WebP fallback, at the sizes it is shown, with its intrinsic size set. */
export function ResponsiveImage({ variants, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const srcSet = (format: "avif" | "webp") =>
    variants.map((base) => `${base}.${format} ${mediaSize(`${base}.${format}`).width}w`).join(", ")
  const largest = `${variants.at(-1)}.webp`
  const { width, height } = mediaSize(largest)
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={largest}
        width={width}
        height={height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
        className={className}
      />
    </picture>
  )
}
