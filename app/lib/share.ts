export type ShareNetwork = "twitter" | "facebook" | "linkedin" | "whatsapp"

export type ShareContent = { title: string; description?: string; url: string; hashtags?: string[] }

/** The URL of each network's share dialog for `content` (opened in a 600x400 popup). */
export function shareUrl(network: ShareNetwork, { title, url, hashtags = [] }: ShareContent): string {
  const params = (entries: Record<string, string>) => new URLSearchParams(entries).toString()
  const tags = hashtags.map((tag) => tag.replace(/^#/, "").replace(/\s+/g, "")).filter(Boolean)
  switch (network) {
    case "twitter":
      return `https://twitter.com/intent/tweet?${params({ text: title, url, ...(tags.length ? { hashtags: tags.join(",") } : {}) })}`
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?${params({ u: url })}`
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?${params({ url })}`
    case "whatsapp":
      return `https://wa.me/?${params({ text: `${title} ${url}` })}`
  }
}

export const SHARE_POPUP_FEATURES = "popup,width=600,height=400,noopener"
