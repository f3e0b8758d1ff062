// The site's own words outside the pages' content: the header, footer, consent banner, toasts,
// share texts, the not-found and error screens, labels for assistive technology. Every language
// has a file beside this one with the same keys (app/i18n/messages.test.ts holds them equal and
// each key used). Page copy lives with its page in app/content/.
//
// `{brand}`, `{name}`, `{network}`, `{status}`, `{year}` are filled in by `fill` (app/i18n/fill.ts).

export const messages = {
  skipToContent: "Skip to content",
  /** The words for a link to a page that exists only in English, after its label. */
  inEnglish: "(in English)",
  opensInNewTab: " (opens in a new tab)",
  language: {
    /** The switcher's accessible name. */
    switcherLabel: "Language",
    /** The switcher's button: the page's own language, then the list of the others. */
    current: "English",
    /** Before the footer's list of the page's languages. */
    footerHeading: "This page in",
  },
  /**
   * The suggestion bar, shown in the visitor's language when it is not the page's: the root loader
   * sends these entries of every catalog, and no other words of other languages.
   */
  suggestion: {
    text: "This page is also available in English.",
    link: "Read it in English",
    dismiss: "Dismiss",
  },
  header: {
    mainNav: "Main",
    sections: {
      features: "Features",
      examples: "Examples",
      pricing: "Pricing",
      testimonials: "Testimonials",
    },
    blog: "Blog",
    signIn: "Sign In",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    logoHome: "home",
  },
  footer: {
    tagline:
      "Turn any track into a lip-synced music video in minutes: vertical, horizontal or square, in Full HD and without a watermark.",
    socialLabel: "Social media",
    socialLink: "{brand} on {network} (opens in a new tab)",
    featuredOn: "Featured on",
    getTheApp: "Get the app",
    /** Above "App Store" and "Google Play" on the store badges. */
    storeBadges: { ios: "Download on the", android: "Get it on" },
    lists: {
      pages: "Pages",
      features: "Features",
      resources: "Resources",
    },
    links: {
      home: "Home",
      blog: "Blog",
      pricing: "Pricing",
      affiliate: "Affiliate Program",
      nanoBanana: "Nano Banana Integration",
      deleteAccount: "Delete Account",
      terms: "Terms",
      howToCreate: "How to Create an AI Music Video",
      bestTools2025: "Best AI Music Video Tools 2025",
      sunoVsUdio: "Suno vs Udio",
      sunoMusicVideo: "Suno Music Videos",
      udioMusicVideo: "Udio Music Videos",
    },
    featureTitles: {
      "lightning-fast": "Lightning Fast",
      "perfect-sync": "Perfect Sync",
      "lip-sync": "Lip Sync",
      "multiple-formats": "Multiple Formats",
      "ai-enhancement": "AI Enhancement",
      "instant-export": "Instant Export",
    },
    madeWithCare: "© {year} {brand}. Made with care for musicians and creators.",
    privacyPolicy: "Privacy Policy",
    termsAndConditions: "Terms & Conditions",
    cookiePolicy: "Cookie Policy",
    accessibility: "Accessibility",
  },
  consent: {
    notice: "Your privacy, your choice",
    preferences: "Cookie preferences",
    description:
      "With your consent we use analytics cookies to learn how the site is used and marketing cookies to measure our ads. Nothing is stored until you choose, and you can change your mind at any time from Cookie preferences at the bottom of every page.",
    readPolicy: "Read our cookie policy",
    closePreferences: "Close cookie preferences",
    closeAndReject: "Close and reject all cookies",
    saveChoices: "Save choices",
    customise: "Customise",
    rejectAll: "Reject all",
    acceptAll: "Accept all",
    categories: {
      analytics: {
        title: "Analytics",
        description: "Counts visits and clicks so we can see which pages help people find Syncreel (PostHog, EU cloud).",
      },
      marketing: {
        title: "Marketing",
        description:
          "Measures which of our ads bring visitors, through Google Tag Manager and the Meta Pixel, and remembers the ad you came from when you open the app.",
      },
    },
  },
  share: {
    share: "Share",
    sharePage: "Share this page",
    options: "Share options",
    shareOn: "Share on {network}",
    copyLink: "Copy Link",
    shared: "Shared successfully!",
    sharedThanks: "Thank you for sharing our content",
    copied: "Link copied!",
    copiedText: "The link has been copied to your clipboard.",
    copyFailed: "Failed to copy",
    copyFailedText: "Please try again or copy the link manually",
  },
  toast: {
    dismissNotification: "Dismiss notification",
  },
  dialog: {
    close: "Close",
  },
  notFound: {
    metaTitle: "Scene Not Found | {brand}",
    metaDescription: "This page does not exist. Find your way back to the {brand} home page or the blog.",
    heading: "Scene Not Found",
    text: "Looks like this page got cut from the final edit. It may have moved, or the link may be mistyped.",
    requestedPath: "Requested path: ",
    backHome: "Back to Home",
    goBack: "Go Back",
  },
  error: {
    metaTitle: "Something went wrong | {brand}",
    status: "Error {status}",
    heading: "Unexpected Application Error!",
    text: "Sorry, something went wrong on our side while loading this page. Please try again in a moment.",
    backHome: "Back to Home",
    tryAgain: "Try again",
  },
}

export type Messages = typeof messages
