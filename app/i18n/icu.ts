import { IntlMessageFormat } from "intl-messageformat"
import { Fragment, type ReactNode, createElement, isValidElement } from "react"
import type { Locale } from "./locales.ts"
import { intlTag } from "./format.ts"
import { type Packed, unpack } from "./icu-pack.ts"

// A catalog message whose values are known only where it is shown (a network's name, a status, the
// calculator's figures), formatted there through FormatJS's ICU MessageFormat: plural, select,
// number and date inside the message, rich-text tags for markup. The server parses the catalogs
// (app/i18n/messages.server.ts) and sends such a message as its syntax tree (packed: icu-pack.ts), so the browser formats
// it without the parser: its build swaps the parser out for FormatJS's no-parser module (vite.config.ts).
// Every other message reaches the page already formatted, as a string.

/** A parsed ICU message taking the values `Values`. */
export type Message<Values extends object = Record<string, unknown>> = {
  readonly icu: readonly Packed[]
  /** Carries the values' type only; never set (a function type, so loader data's serialized type drops it). */
  readonly __values?: (values: Values) => void
}

type Plain = string | number
type Tag = (chunks: ReactNode[]) => ReactNode

const formatters = new WeakMap<object, IntlMessageFormat>()

function formatter(message: { readonly icu: readonly Packed[] }, locale: Locale): IntlMessageFormat {
  let format = formatters.get(message.icu)
  if (!format) {
    format = new IntlMessageFormat(unpack(message.icu), intlTag(locale))
    formatters.set(message.icu, format)
  }
  return format
}

/** The message as text, its placeholders filled: formatMessage(shareOn, "de", { network: "YouTube" }). */
export function formatMessage<V extends object>(message: Message<V>, locale: Locale, values: { [K in keyof V]: Plain }): string {
  return String(formatter(message, locale).format(values as Record<string, Plain>))
}

/**
 * The message as React children, where values may be elements and each `<tag>…</tag>` of the
 * message is rendered by the function of the same name: the hidden "(opens in a new tab)" of a link.
 */
export function formatRich<V extends object>(
  message: Message<V>,
  locale: Locale,
  values: { [K in keyof V]: V[K] extends Tag ? Tag : ReactNode },
): ReactNode {
  // The parts are a list: each element in it (a value, a tag's rendering) gets a key of its own.
  let count = 0
  const keyed = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "function"
        ? (chunks: ReactNode[]) => createElement(Fragment, { key: `${name}-${count++}` }, (value as Tag)(chunks))
        : isValidElement(value) || Array.isArray(value)
          ? createElement(Fragment, { key: name }, value as ReactNode)
          : value,
    ]),
  )
  return formatter(message, locale).format<ReactNode>(keyed as Record<string, ReactNode | Tag>)
}
