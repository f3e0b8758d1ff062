// The site's own words outside the pages' content: the header, footer, consent banner, toasts,
// share texts, the not-found and error screens, labels for assistive technology. Every language
// has a file beside this one with the same keys (app/i18n/completeness.test.ts holds them equal and
// each key used). Page copy lives with its page in app/content/.

export const messages = {
  skipToContent: "Skip to content",
  language: {
    /** The switcher's accessible name. */
    switcherLabel: "Language",
    /** Before the list of the page's other languages. */
    current: "English",
    /** The suggestion bar, shown in the visitor's language when it is not the page's. */
    suggestion: "This page is also available in English.",
    suggestionLink: "Read it in English",
    dismiss: "Dismiss",
  },
}

export type Messages = typeof messages
