/**
 * The figures a visitor reads in the copy, each typed once, without a word: copy in every language
 * takes them from here and writes them through Intl (app/content/fact-format.ts). The plans' prices
 * and quotas are in app/content/plan-figures.ts. app/content/facts.test.ts fails when a content or
 * catalog file writes one of these figures as a literal, in any language's form (docs/decisions/0034).
 */

/** Share of words the lip-sync matches (SPEC §9): features, feature pages, home stats, hero, articles. */
export const LIP_SYNC_ACCURACY = 0.995

/** Share of satisfied users: the home hero's stats. */
export const SATISFACTION = 0.98

/** At least this many creators use the product: home stats, testimonials title, landings, comparisons. */
export const CREATORS = 50_000

/** At least this many languages the lip-sync supports: home stats, features, lip-sync page, articles. */
export const LANGUAGES = 50

/** At least this many affiliates earn with the program: /affiliate intro and badge. */
export const AFFILIATES = 500

/** Hours a day rendering runs ("24/7"): hero promises, lightning-fast feature and page. */
export const RENDER_HOURS_PER_DAY = 24

/** Days a week rendering runs ("24/7"): with RENDER_HOURS_PER_DAY. */
export const RENDER_DAYS_PER_WEEK = 7

/** Videos a new user makes free, with no credit card: plans, hero, landings, blog calls to action. */
export const FREE_VIDEOS = 3

/**
 * US dollars a month at the top of the price range the two tool comparisons quote for us ("Free to
 * $29/month"). It does not match the plan table; SPEC §9 keeps both readings.
 */
export const COMPARISON_TOP_PRICE = 29

/** Minutes a generation typically takes ("under 3 minutes"): the terms and the Nano Banana page. */
export const GENERATION_MINUTES = 3

/** Share of every payment a referral makes that the affiliate earns: /affiliate. */
export const AFFILIATE_COMMISSION = 0.3

/** For how many of a referral's first months the affiliate earns the commission: /affiliate. */
export const AFFILIATE_MONTHS = 12

/** Minutes to a finished video in most cases ("under 5 minutes"): feature cards and pages, landings. */
export const RENDER_MINUTES = 5

/** Seconds to export a finished video ("under 30 seconds"): the feature pages. */
export const EXPORT_SECONDS = 30

/** The recommended track length, from this many seconds: the feature pages. */
export const TRACK_MIN_SECONDS = 30

/** The recommended track length, up to this many minutes: the feature pages. */
export const TRACK_MAX_MINUTES = 4

/** The standard export frame rate, for ballads and slower songs ("30 / 60 FPS"): the feature pages. */
export const FRAME_RATE = 30

/** The smooth export frame rate, for fast tracks and camera moves: the feature pages. */
export const FRAME_RATE_SMOOTH = 60

/** Kilobits a second of the exported MP3 audio ("320 kbps"): the feature pages. */
export const AUDIO_KBPS = 320

/** The exported video's bitrate range in megabits a second, from ("15–25 Mbps"): the feature pages. */
export const VIDEO_MBPS_MIN = 15

/** The exported video's bitrate range in megabits a second, to: the feature pages. */
export const VIDEO_MBPS_MAX = 25

/** Bits of color depth in the exported video ("10-bit"): the feature pages. */
export const COLOR_DEPTH_BITS = 10

/** Full HD's long side in pixels (1920x1080, 1080x1920): the feature pages. */
export const FULL_HD_LONG_SIDE = 1920

/** Full HD's short side in pixels, and the square format's side (1080x1080): the feature pages. */
export const FULL_HD_SHORT_SIDE = 1080

/** Days within which we answer a report of an accessibility barrier: the accessibility statement. */
export const BARRIER_REPLY_DAYS = 14

// Platform upload limits as of 2025 (SPEC §9): the platforms' rules, not ours; the feature pages' table.

/** TikTok and other short-video apps: shortest video, in seconds. */
export const TIKTOK_MIN_SECONDS = 15

/** TikTok and other short-video apps: longest video, in minutes. */
export const TIKTOK_MAX_MINUTES = 3

/** TikTok and other short-video apps: largest file, in megabytes. */
export const TIKTOK_MAX_MB = 72

/** YouTube: minutes beyond which an account must be verified. */
export const YOUTUBE_UNVERIFIED_MAX_MINUTES = 15

/** YouTube: largest file, in gigabytes. */
export const YOUTUBE_MAX_GB = 256

/** An Instagram post: shortest video, in seconds. */
export const INSTAGRAM_MIN_SECONDS = 3

/** An Instagram post: longest video, in seconds. */
export const INSTAGRAM_MAX_SECONDS = 60

/** An Instagram post: largest file, in megabytes. */
export const INSTAGRAM_MAX_MB = 100

/** Facebook: shortest video, in seconds. */
export const FACEBOOK_MIN_SECONDS = 1

/** Facebook: longest video, in minutes. */
export const FACEBOOK_MAX_MINUTES = 240

/** Facebook: largest file, in gigabytes. */
export const FACEBOOK_MAX_GB = 10

// The fixed articles' advice: lengths the blog recommends, not limits of the product or a platform.

/** A short cut of a song's hook for social feeds, from this many seconds ("15 to 30 seconds"). */
export const SHORT_CUT_MIN_SECONDS = 15

/** A short cut of a song's hook for social feeds, up to this many seconds. */
export const SHORT_CUT_MAX_SECONDS = 30

/** The section of a track the tools comparison suggests testing each tool with ("a 30-second section"). */
export const TEST_CLIP_SECONDS = 30

/**
 * How each figure is written, so the literal check knows its forms: a share, a lower bound, a price, a
 * count, a duration, a frame rate, a bitrate, a color depth, a side in pixels, a file size.
 */
export type FactUnit =
  | "share"
  | "atLeast"
  | "usd"
  | "count"
  | "hoursPerDay"
  | "daysPerWeek"
  | "seconds"
  | "minutes"
  | "fps"
  | "kbps"
  | "mbps"
  | "bits"
  | "pixels"
  | "megabytes"
  | "gigabytes"
  | "months"
  | "days"

/** Every figure above with its unit; a figure exported without one fails the type check here and the literal test. */
export const facts = {
  LIP_SYNC_ACCURACY: { value: LIP_SYNC_ACCURACY, unit: "share" },
  SATISFACTION: { value: SATISFACTION, unit: "share" },
  CREATORS: { value: CREATORS, unit: "atLeast" },
  LANGUAGES: { value: LANGUAGES, unit: "atLeast" },
  AFFILIATES: { value: AFFILIATES, unit: "atLeast" },
  RENDER_HOURS_PER_DAY: { value: RENDER_HOURS_PER_DAY, unit: "hoursPerDay" },
  RENDER_DAYS_PER_WEEK: { value: RENDER_DAYS_PER_WEEK, unit: "daysPerWeek" },
  FREE_VIDEOS: { value: FREE_VIDEOS, unit: "count" },
  COMPARISON_TOP_PRICE: { value: COMPARISON_TOP_PRICE, unit: "usd" },
  GENERATION_MINUTES: { value: GENERATION_MINUTES, unit: "minutes" },
  AFFILIATE_COMMISSION: { value: AFFILIATE_COMMISSION, unit: "share" },
  AFFILIATE_MONTHS: { value: AFFILIATE_MONTHS, unit: "months" },
  RENDER_MINUTES: { value: RENDER_MINUTES, unit: "minutes" },
  EXPORT_SECONDS: { value: EXPORT_SECONDS, unit: "seconds" },
  TRACK_MIN_SECONDS: { value: TRACK_MIN_SECONDS, unit: "seconds" },
  TRACK_MAX_MINUTES: { value: TRACK_MAX_MINUTES, unit: "minutes" },
  FRAME_RATE: { value: FRAME_RATE, unit: "fps" },
  FRAME_RATE_SMOOTH: { value: FRAME_RATE_SMOOTH, unit: "fps" },
  AUDIO_KBPS: { value: AUDIO_KBPS, unit: "kbps" },
  VIDEO_MBPS_MIN: { value: VIDEO_MBPS_MIN, unit: "mbps" },
  VIDEO_MBPS_MAX: { value: VIDEO_MBPS_MAX, unit: "mbps" },
  COLOR_DEPTH_BITS: { value: COLOR_DEPTH_BITS, unit: "bits" },
  FULL_HD_LONG_SIDE: { value: FULL_HD_LONG_SIDE, unit: "pixels" },
  FULL_HD_SHORT_SIDE: { value: FULL_HD_SHORT_SIDE, unit: "pixels" },
  BARRIER_REPLY_DAYS: { value: BARRIER_REPLY_DAYS, unit: "days" },
  TIKTOK_MIN_SECONDS: { value: TIKTOK_MIN_SECONDS, unit: "seconds" },
  TIKTOK_MAX_MINUTES: { value: TIKTOK_MAX_MINUTES, unit: "minutes" },
  TIKTOK_MAX_MB: { value: TIKTOK_MAX_MB, unit: "megabytes" },
  YOUTUBE_UNVERIFIED_MAX_MINUTES: { value: YOUTUBE_UNVERIFIED_MAX_MINUTES, unit: "minutes" },
  YOUTUBE_MAX_GB: { value: YOUTUBE_MAX_GB, unit: "gigabytes" },
  INSTAGRAM_MIN_SECONDS: { value: INSTAGRAM_MIN_SECONDS, unit: "seconds" },
  INSTAGRAM_MAX_SECONDS: { value: INSTAGRAM_MAX_SECONDS, unit: "seconds" },
  INSTAGRAM_MAX_MB: { value: INSTAGRAM_MAX_MB, unit: "megabytes" },
  FACEBOOK_MIN_SECONDS: { value: FACEBOOK_MIN_SECONDS, unit: "seconds" },
  FACEBOOK_MAX_MINUTES: { value: FACEBOOK_MAX_MINUTES, unit: "minutes" },
  FACEBOOK_MAX_GB: { value: FACEBOOK_MAX_GB, unit: "gigabytes" },
  SHORT_CUT_MIN_SECONDS: { value: SHORT_CUT_MIN_SECONDS, unit: "seconds" },
  SHORT_CUT_MAX_SECONDS: { value: SHORT_CUT_MAX_SECONDS, unit: "seconds" },
  TEST_CLIP_SECONDS: { value: TEST_CLIP_SECONDS, unit: "seconds" },
} satisfies Record<string, { value: number; unit: FactUnit }>
