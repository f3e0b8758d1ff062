import { describe, expect, test } from "vitest"
import { catalogSources, messagesFor } from "#app/i18n/messages.server.ts"
import { formatMessage } from "#app/i18n/icu.ts"
import { copyValues } from "./copy-values.ts"
import { copyStrings } from "../../tests/support/copy-strings.ts"

// The native review of the Spanish and Brazilian Portuguese copy (issue 27, item 5;
// docs/i18n-review/review-es-pt.md): the conventions it settled, held for the modules it reviewed.
// Spanish is neutral Latin American with tú; Brazilian Portuguese uses você and calls the product
// "o Syncreel" (the app), as most of its pages already did.

/**
 * Every message of the language's catalog (app/i18n/messages/<locale>.json), by its namespace. The
 * review covered the namespaces the content modules had become; the conventions hold for all of
 * them (the price calculator said Spain's "Introduce" until this read the whole catalog).
 */
function copyOf(locale: "es" | "pt-br"): { where: string; text: string }[] {
  const catalog = catalogSources().get(locale)!
  return Object.entries(catalog).flatMap(([name, tree]) =>
    copyStrings(tree).map(([, text]) => ({ where: `catalog ${name}`, text })),
  )
}

/** The lines that match, named by module and export, so a failure says where to look. */
const matching = (copy: { where: string; text: string }[], pattern: RegExp) =>
  copy.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text}`)

describe("Spanish: neutral Latin American", () => {
  const copy = copyOf("es")

  test("uses no word or form that reads as Spain's", () => {
    // móvil → celular, ordenador → computadora, introduce → ingresa, "dale al play" → "dale play",
    // coche → auto, charles → hi-hat, etalonar → corregir el color, fichajes → artistas firmados,
    // pulsar → presionar / dar play, "contactar con" → "hablar con", vosotros → ustedes.
    const spain =
      /\b(m[óo]vil(es)?|ordenador(es)?|introduce|dale al play|coches?|charles|etalon\w*|fichajes?|puls(a|as|ar)|contact(?:ar|a|e) con|vosotros|vuestr[oa]s?|os apetece)\b/iu
    expect(matching(copy, spain)).toEqual([])
  })

  test("writes quotes as “ ” and no straight quotes or apostrophes", () => {
    expect(matching(copy, /["'«»]/)).toEqual([])
  })

  test("a preview link's sentence reads whole for a scheduled article and a draft", () => {
    const { preview } = messagesFor("es", copyValues("es")).blogChrome
    const sentence = (state: "scheduled" | "draft", date = "") => formatMessage(preview.text, "es", { state, date })
    expect(sentence("scheduled", "martes, 1 de diciembre de 2026")).toBe(
      "Este artículo está programado para el martes, 1 de diciembre de 2026; solo quien tenga este enlace puede verlo.",
    )
    expect(sentence("draft")).toBe("Este artículo es un borrador; solo quien tenga este enlace puede verlo.")
  })
})

describe("Brazilian Portuguese", () => {
  const copy = copyOf("pt-br")

  test("calls the product “o Syncreel”, never “a Syncreel”", () => {
    expect(matching(copy, /\b(d|n|pel)?a (Syncreel|\{brand\})/iu)).toEqual([])
  })

  test("writes “marca d’água” and quotes with typographic marks, no straight ones", () => {
    expect(matching(copy, /["']/)).toEqual([])
  })

  test("calls a tag “tag” everywhere, as the blog’s tag labels do", () => {
    expect(matching(copy, /\btema “/iu)).toEqual([])
  })
})

describe("both languages", () => {
  test.each(["es", "pt-br"] as const)("%s says “lip-sync”, one term, hyphenated", (locale) => {
    expect(matching(copyOf(locale), /\blip sync|sincroni[a-zíó]* labial/iu)).toEqual([])
  })
})
