// The site's analytics events (SPEC §7): one typed catalogue for every
// destination, and the Meta Pixel standard event each one maps to.

export type ShareMethod = "native" | "twitter" | "facebook" | "linkedin" | "whatsapp" | "copy_link"

export type AnalyticsEvents = {
  /** A labelled call to action: pricing Continue (plan name), closing 'Start Creating Now', blog CTAs, a watch page's 'Make one like this' (source `watch-<slug>`). */
  cta_click: { source: string; label: string }
  /** A store badge. */
  app_download_click: { platform: "ios" | "android" }
  /** The product demo video was opened. */
  demo_video_open: { source: string }
  /** A navigation bar item. */
  navigation_click: { item: string }
  /** Every opening of the creation app; `source` says from where. */
  web_app_access: { source: string }
  /** A feature card or feature page interaction. */
  feature_interest: { feature: string; action: string }
  /** The share control was used. */
  share: { method: ShareMethod; content_type: "webpage"; item_id: string }
  /** A footer social link. */
  social_click: { network: string; action: "visit"; target: string }
  /** A search of the blog that found results or not (GA4's recommended event), sent from its results page. */
  search: { search_term: string }
}

export type EventName = keyof AnalyticsEvents

export type PixelEvent = "Lead" | "CompleteRegistration" | "ViewContent" | "InitiateCheckout"

/** SPEC §7's ad-pixel mapping; events without one are not sent to the pixel. */
export const PIXEL_EVENTS: Partial<Record<EventName, PixelEvent>> = {
  cta_click: "Lead",
  app_download_click: "CompleteRegistration",
  demo_video_open: "ViewContent",
  feature_interest: "ViewContent",
  web_app_access: "InitiateCheckout",
}
