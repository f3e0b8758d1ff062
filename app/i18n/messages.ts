import type { ReactNode } from "react"
import type english from "./messages/en.json"
import type { Message } from "./icu.ts"

// The shape of the site's words as a page receives them (app/i18n/messages.server.ts prepares them
// from the catalogs in app/i18n/messages/*.json): every message is a string, but for those below,
// which take a value known only where they are shown and arrive parsed, to be formatted with it
// (app/i18n/icu.ts). A test holds this list to the catalogs: a message naming a placeholder that is
// neither a copy value nor listed here fails it.

/** English's catalog as written: the keys every language has. */
export type Catalog = typeof english

type Tag = (chunks: ReactNode[]) => ReactNode

/** The messages that take values of their own, with those values. */
export type RuntimeMessages = {
  /** "{label} (in English)": a link to a page that exists only in English. */
  inEnglish: { label: ReactNode }
  /** "{label}<hidden> (opens in a new tab)</hidden>": a link's words, and what only a screen reader says. */
  inNewTab: { label: ReactNode; hidden: Tag }
  "footer.socialLink": { network: string }
  "footer.madeWithCare": { year: number }
  "share.shareOn": { network: string }
  "notFound.requestedPath": { path: ReactNode }
  "error.status": { status: number }
}

export type RuntimeKey = keyof RuntimeMessages

type Prepared<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` extends RuntimeKey
      ? Message<RuntimeMessages[`${Prefix}${K}`]>
      : string
    : Prepared<T[K], `${Prefix}${K}.`>
}

/** The site's words in a language, as the root's data carries them. */
export type Messages = Prepared<Catalog, "">
