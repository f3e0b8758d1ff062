import { type MessageFormatElement, TYPE, parse } from "@formatjs/icu-messageformat-parser"
import { IntlMessageFormat } from "intl-messageformat"
import { intlTag } from "./format.ts"
import type { Locale } from "./locales.ts"
import type { Message } from "./icu.ts"
import { pack } from "./icu-pack.ts"
import type { Messages, RuntimeKey } from "./messages.ts"

// The site's own words (the chrome, the calculator, the blog's interface, the home page's sections,
// the features, the showcase and the examples), one ICU MessageFormat
// catalog per language in app/i18n/messages/<locale>.json (docs/decisions/0036): nested keys, each
// value one whole message. The server parses each catalog once with FormatJS's parser and prepares
// it for a page: a message whose placeholders are all copy values (the brand, the facts, which the
// content layer gives: app/content/copy-values.ts) is formatted here into a string; a message that
// takes a value known only where it is shown (`runtimeKeys` below, typed in messages.ts) is sent as
// its parsed syntax tree, packed (icu-pack.ts), and formatted there by app/i18n/icu.ts. Either way
// the words travel as loader data, and no catalog is in the browser's JavaScript.

type Tree = { [key: string]: string | Tree }

const sources = import.meta.glob<Tree>("./messages/*.json", { eager: true, import: "default" })

/** Each language's catalog as written: "de" → its JSON. */
export function catalogSources(): Map<string, Tree> {
  return new Map(Object.entries(sources).map(([path, tree]) => [path.slice("./messages/".length, -".json".length), tree]))
}

const prepared = new Map<Locale, Messages>()

/**
 * The site's words in `locale`, ready for a page: formatted strings, and parsed messages where a
 * value comes later. `values` are the copy values in that language (the same on every call). Throws,
 * naming every message the language's catalog lacks, rather than speak English in its place.
 */
export function messagesFor(locale: Locale, values: Readonly<Record<string, string>>): Messages {
  let messages = prepared.get(locale)
  if (!messages) {
    messages = prepareCatalog(sources["./messages/en.json"] as Tree, sources[`./messages/${locale}.json`], locale, values)
    prepared.set(locale, messages)
  }
  return messages
}

type Values = Readonly<Record<string, string>>

/**
 * A language's catalog prepared for its pages, or an error naming every message it lacks. A catalog
 * is whole or refused (docs/decisions/0037-activation.md): a language lacking a message never speaks
 * English there. The root data asks for every language's suggestion, so every page, and the build's
 * prerender of it, fails on one missing message; app/i18n/messages.test.ts names it first.
 */
export function prepareCatalog(english: Tree, own: Tree | undefined, locale: Locale, values: Values): Messages {
  const file = `app/i18n/messages/${locale}.json`
  if (!own) throw new Error(`${file} is missing: every language has a catalog, and none speaks English in its place`)
  const missing: string[] = []
  const messages = prepare(english, own, locale, values, [], missing)
  if (missing.length > 0)
    throw new Error(`${file} lacks ${missing.join(", ")}: a language speaks its own words or none, never English in their place`)
  return messages as unknown as Messages
}

function prepare(english: Tree, own: Tree, locale: Locale, values: Values, path: string[], missing: string[]): Tree {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(english)) {
    const at = [...path, key]
    const mine = own[key]
    if (typeof value === "string") {
      if (typeof mine === "string") out[key] = prepareMessage(mine, locale, values, at.join("."))
      else missing.push(at.join("."))
    } else if (mine && typeof mine === "object") out[key] = prepare(value, mine, locale, values, at, missing)
    else missing.push(at.join("."))
  }
  return out as Tree
}

function prepareMessage(source: string, locale: Locale, values: Values, key: string): string | Message {
  const icu = withCopyValues(parse(source), values)
  if (!isRuntime(key)) return String(new IntlMessageFormat(icu, intlTag(locale)).format())
  return { icu: pack(icu) }
}

/** The message with each `{name}` that names a copy value replaced by that value's text. */
function withCopyValues(icu: MessageFormatElement[], values: Values): MessageFormatElement[] {
  return icu.map((element) => {
    if (element.type === TYPE.argument && element.value in values)
      return { type: TYPE.literal, value: values[element.value] as string }
    if (element.type === TYPE.tag) return { ...element, children: withCopyValues(element.children, values) }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: withCopyValues(option.value, values) },
        ]),
      )
      return { ...element, options }
    }
    return element
  })
}

const runtimeKeys = new Set<string>([
  "inEnglish",
  "inNewTab",
  "footer.socialLink",
  "footer.madeWithCare",
  "share.shareOn",
  "notFound.requestedPath",
  "error.status",
  "calculator.perMonth",
  "calculator.perMonthAndYear",
  "calculator.fits.monthly",
  "calculator.fits.yearly",
  "calculator.doesNotFit.monthly",
  "calculator.doesNotFit.yearly",
  "calculator.cheapest",
  "calculator.tooMuch",
  "calculator.startWith",
  "numberedStep",
  "pageDates.lastUpdated",
  "pageDates.lastReviewed",
  "blog.readingTime",
  "blog.list.pageOfCount",
  "blog.list.withPage",
  "blog.tagList.title",
  "blog.tagList.description",
  "blogChrome.factors.winner",
  "blogChrome.reviews.rating",
  "blogChrome.reviews.bestFor",
  "blogChrome.reviews.verdict",
  "blogChrome.video.play",
  "blogChrome.view.published",
  "blogChrome.view.originallyAt",
  "blogChrome.view.author",
  "blogChrome.view.tag",
  "blogChrome.pagination.previous",
  "blogChrome.pagination.next",
  "blogChrome.pagination.page",
  "blogChrome.preview.text",
  // The home's testimonial cards (app/content/testimonials.server.ts).
  "testimonials.rating",
  // The home page's sections, the feature cards, the showcase and the examples (issue 27: app/content/*-section.server.ts).
  "homeSections.hero.worksWith",
  "homeSections.testimonials.quote",
  "homeSections.closing.lead",
  "features.learnMore",
  "showcase.viewLarger",
  "examples.stillAlt",
  "examples.durationBadge",
  "examples.playerLabel",
  "examples.previewOf",
  "examples.watch.metaTitle",
  "examples.watch.metaDescription",
  "examples.watch.play",
  "examples.watch.previewSentence",
  "examples.watch.cueRange",
  "examples.watch.previewValue",
  "examples.watch.madeFromValue",
  // The plans and /pricing (app/content/plans.ts, pricing-section.server.ts, pricing-page.server.ts).
  "plans.freeTrial",
  "plans.includedTokens",
  "plans.tokensPer.month",
  "plans.tokensPer.year",
  "plans.aboutVideo",
  "plans.section.intro",
  "plans.section.yearly",
  "plans.section.continue",
  "plans.section.includes",
  "pricingPage.questions.fits.answer",
  "pricingPage.questions.billing.answer",
  "pricingPage.questions.trial.answer",
  "pricingPage.closing.text",
  // The announcement of a client navigation (app/components/navigation-focus.tsx).
  "focus.pageShown",
  // The blog's search (issue 29).
  "search.tooLong",
  "search.results",
  "search.approximate",
  "search.noResults",
  "search.pageOfCount",
  // Search at size (issue 29): a capped total.
  "search.resultsMore",
] satisfies RuntimeKey[])

const isRuntime = (key: string) => runtimeKeys.has(key)

/** The runtime keys, for the check that they are exactly the messages with values of their own. */
export const runtimeMessageKeys: ReadonlySet<string> = runtimeKeys
