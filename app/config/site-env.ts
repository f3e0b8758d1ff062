import { z } from "zod"

// The site's public facts, each overridable from the environment. They are
// validated once, when the site is built, baked into the bundles and written to
// the build's site-settings.json for the server (docs/decisions/0003-site-config-at-build-time.md).
// The trackers and the demo video (RUNTIME_VARIABLES) may also be set when the server starts: the
// browser reads them from a module of their own that the server answers (decision 0033).

const url = z.url({ protocol: /^https?$/ })
const email = z.email()
/** A file served by this site ("/media/…") or a full http(s) URL, such as a YouTube link. */
const videoUrl = z.union([z.string().regex(/^\/(?!\/)\S*$/, "expected a path starting with / or an http(s) URL"), url])

const schema = z.object({
  BRAND_NAME: z.string().trim().min(1).max(40).default("Syncreel"),
  SITE_URL: url.default("http://localhost:3000"),
  APP_URL: url.default("https://app.syncreel.com"),
  APP_STORE_URL: url.default("https://apps.apple.com/app/syncreel-ai-music-video/id6747000000"),
  GOOGLE_PLAY_URL: url.default("https://play.google.com/store/apps/details?id=com.syncreel.app"),
  INSTAGRAM_URL: url.default("https://www.instagram.com/syncreel"),
  FACEBOOK_URL: url.default("https://www.facebook.com/syncreel"),
  YOUTUBE_URL: url.default("https://www.youtube.com/@syncreel"),
  DIRECTORY_URL: url.default("https://theresanaiforthat.com/ai/syncreel/"),
  DIRECTORY_NAME: z.string().trim().min(1).max(60).default("There's An AI For That"),
  PRIVACY_POLICY_URL: url.default("https://www.iubenda.com/privacy-policy/71942387"),
  SUPPORT_EMAIL: email.default("support@syncreel.com"),
  PRIVACY_EMAIL: email.default("privacy@syncreel.com"),
  AFFILIATE_EMAIL: email.default("affiliates@syncreel.com"),
  SALES_EMAIL: email.default("sales@syncreel.com"),
  // Trackers: each is off until its id is set (docs/analytics.md).
  POSTHOG_KEY: z
    .string()
    .trim()
    .regex(/^phc_[A-Za-z0-9_-]{8,}$/, "expected a PostHog project key, phc_…")
    .optional(),
  POSTHOG_HOST: url.default("https://eu.i.posthog.com"),
  GTM_ID: z
    .string()
    .trim()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "expected a container id like GTM-XXXXXXX")
    .optional(),
  META_PIXEL_ID: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, "expected the pixel's numeric id")
    .optional(),
  IP_LOOKUP_URL: url.default("https://api.ipify.org?format=json"),
  CONSENT_VERSION: z
    .string()
    .trim()
    .regex(/^[\w.-]{1,20}$/, "expected a short version label like 2 or 2025-10")
    .default("1"),
  DEMO_VIDEO_URL: videoUrl.default("/media/demo/walkthrough.mp4"),
})

export type SiteEnv = z.infer<typeof schema>

export type SiteConfig = {
  brand: string
  siteUrl: string
  appUrl: string
  appStoreUrl: string
  googlePlayUrl: string
  social: { instagram: string; facebook: string; youtube: string }
  directory: { name: string; url: string }
  privacyPolicyUrl: string
  email: { support: string; privacy: string; affiliate: string; sales: string }
  /** The product walkthrough: a video file on this site, a YouTube link or another embeddable URL. */
  demoVideoUrl: string
  analytics: AnalyticsConfig
}

export type AnalyticsConfig = {
  posthogKey: string | null
  posthogHost: string
  gtmId: string | null
  metaPixelId: string | null
  ipLookupUrl: string
  /** Bumping it asks every visitor again (the cookie policy changed). */
  consentVersion: string
}

export class SiteEnvError extends Error {}

/** The names of the site's variables, in the order the README lists them. */
export const SITE_VARIABLES = Object.keys(schema.shape) as (keyof SiteEnv)[]

/**
 * The variables that only the browser's code reads after the page has loaded: the server may set
 * them at start, without a rebuild (server/site-runtime.ts, decision 0033). They make up SiteRuntime.
 */
export const RUNTIME_VARIABLES = [
  "POSTHOG_KEY",
  "POSTHOG_HOST",
  "GTM_ID",
  "META_PIXEL_ID",
  "IP_LOOKUP_URL",
  "CONSENT_VERSION",
  "DEMO_VIDEO_URL",
] as const satisfies readonly (keyof SiteEnv)[]

/** The settings of RUNTIME_VARIABLES, as the site's code reads them. */
export type SiteRuntime = Pick<SiteConfig, "analytics" | "demoVideoUrl">

/** Each site variable's validated value (defaults filled in), naming every malformed variable. */
export function readSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  const given = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, env[key] === "" ? undefined : env[key]]))
  const result = schema.safeParse(given)
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}=${JSON.stringify(given[String(issue.path[0])])}: ${issue.message}`,
    )
    throw new SiteEnvError(`Invalid site configuration:\n${lines.join("\n")}`)
  }
  return result.data
}

/** Reads the site's settings from `env`, naming every malformed variable. */
export function parseSiteEnv(env: Record<string, string | undefined>): SiteConfig {
  return siteConfig(readSiteEnv(env))
}

/** The settings as the site's code reads them, from the validated variables. */
export function siteConfig(e: SiteEnv): SiteConfig {
  return {
    brand: e.BRAND_NAME,
    siteUrl: e.SITE_URL.replace(/\/+$/, ""),
    appUrl: e.APP_URL,
    appStoreUrl: e.APP_STORE_URL,
    googlePlayUrl: e.GOOGLE_PLAY_URL,
    social: { instagram: e.INSTAGRAM_URL, facebook: e.FACEBOOK_URL, youtube: e.YOUTUBE_URL },
    directory: { name: e.DIRECTORY_NAME, url: e.DIRECTORY_URL },
    privacyPolicyUrl: e.PRIVACY_POLICY_URL,
    email: {
      support: e.SUPPORT_EMAIL,
      privacy: e.PRIVACY_EMAIL,
      affiliate: e.AFFILIATE_EMAIL,
      sales: e.SALES_EMAIL,
    },
    analytics: {
      posthogKey: e.POSTHOG_KEY ?? null,
      posthogHost: e.POSTHOG_HOST.replace(/\/+$/, ""),
      gtmId: e.GTM_ID ?? null,
      metaPixelId: e.META_PIXEL_ID ?? null,
      ipLookupUrl: e.IP_LOOKUP_URL,
      consentVersion: e.CONSENT_VERSION,
    },
    demoVideoUrl: e.DEMO_VIDEO_URL,
  }
}

/** The part of the settings RUNTIME_VARIABLES make, which the server may replace at start. */
export function siteRuntime({ analytics, demoVideoUrl }: SiteConfig): SiteRuntime {
  return { analytics, demoVideoUrl }
}

/**
 * The expression that app/config/site-runtime.ts is built with: a JSON.parse of one string literal,
 * which the server finds in the built module and replaces with its own settings (server/site-runtime.ts).
 */
export function siteRuntimeExpression(runtime: SiteRuntime): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(runtime))})`
}

/**
 * The Vite `define` that bakes the validated settings into the build: the runtime part
 * (`__SITE_RUNTIME__`) apart from the rest (`__SITE_CONFIG__`), so that only its module holds it.
 */
export function siteDefine(env: Record<string, string | undefined>) {
  const config = parseSiteEnv(env)
  const runtime = siteRuntime(config)
  const fixed = Object.fromEntries(Object.entries(config).filter(([key]) => !(key in runtime)))
  return { __SITE_CONFIG__: JSON.stringify(fixed), __SITE_RUNTIME__: siteRuntimeExpression(runtime) }
}
