import { describe, expect, test } from "vitest"
import { parse as parseYaml } from "yaml"
import { site } from "#app/config/site.ts"
import { type Locale, locales } from "#app/i18n/locales.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { contentPageMeta } from "#app/lib/seo.ts"
import { mailtoLink } from "#app/lib/mailto.ts"
import { pageVersions } from "./site-pages.ts"
import { markdownPageLocales, markdownSource, placeholdersOf, splitFrontmatter } from "./markdown-page.server.ts"
import {
  type FixedPage,
  affiliateSchema,
  deleteAccountSchema,
  fixedPageData,
  fixedPageFolders,
  paragraphContent,
} from "./fixed-page.server.ts"

const englishPaths: Record<FixedPage, string> = {
  nanoBanana: "/nano-banana-integration",
  deleteAccount: "/delete-account",
  affiliate: "/affiliate",
}
const pages = Object.keys(englishPaths) as FixedPage[]

const dataIn = <P extends FixedPage>(page: P, locale: Locale) =>
  fixedPageData(localizePath(englishPaths[page], locale).slice(1), page)

/** Every text of a page's file by where it is ("steps.2.text", "body"), placeholders not yet filled. */
function texts(page: FixedPage, locale: Locale): Map<string, string> {
  const path = `app/content/pages/${fixedPageFolders[page]}/${locale}.md`
  const source = markdownSource(fixedPageFolders[page], locale)
  if (source === undefined) throw new Error(`${path} is missing`)
  const { frontmatter, body } = splitFrontmatter(source, path)
  const found = new Map<string, string>([["body", body]])
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") found.set(at, value)
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, at ? `${at}.${key}` : key)
    else found.set(at, String(value))
  }
  walk(parseYaml(frontmatter), "")
  return found
}

describe.each(pages)("%s in Markdown, one file per language", (page) => {
  test("has a file in every language the page is routed in, and no other", () => {
    const routed = pageVersions(englishPaths[page]).map((v) => v.locale)
    expect(routed).toEqual([...locales])
    expect(markdownPageLocales(fixedPageFolders[page])).toEqual(routed)
  })

  test.each(locales)("%s: the file parses with the page's schema and its body is one paragraph", (locale) => {
    const { content } = dataIn(page, locale)
    expect(content.title).not.toBe("")
    expect(content.introHtml).not.toMatch(/\{\w+\}|<\/?p>/)
  })

  test.each(locales.filter((l) => l !== "en"))(
    "%s: the same keys and list lengths as English, and the same placeholders in each text",
    (locale) => {
      const english = texts(page, "en")
      const translated = texts(page, locale)
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      const names = (text: string | undefined) => placeholdersOf(text ?? "").sort()
      const differing = [...english].filter(([at, text]) => names(translated.get(at)).join() !== names(text).join())
      expect(
        differing.map(
          ([at, text]) =>
            `${at}: English names ${names(text).join(", ") || "none"}, ${locale} ${names(translated.get(at)).join(", ") || "none"}`,
        ),
      ).toEqual([])
    },
  )
})

test.each(pages)("%s: the page's words, path and versions in its language, and its head from them", (page) => {
  const en = dataIn(page, "en")
  expect(en).toMatchObject({ language: { locale: "en" }, path: englishPaths[page] })
  const it = dataIn(page, "it")
  expect(it).toMatchObject({ language: { locale: "it" }, path: localizePath(englishPaths[page], "it") })
  expect(it.language.versions.map((v) => v.locale)).toContain("en")
  expect(it.content.title).not.toBe(en.content.title)

  const head = contentPageMeta(it)
  expect(head).toContainEqual({ title: `${it.content.title} | Syncreel` })
  expect(head).toContainEqual({ name: "description", content: it.content.description })
  expect(contentPageMeta(undefined)).toEqual([])
})

test("the figures and the brand are filled in each language's form", () => {
  expect(dataIn("affiliate", "en").content).toMatchObject({
    title: "Affiliate Program: Earn 30% Recurring Commission",
    badge: "500+ affiliates already earning",
  })
  expect(dataIn("affiliate", "en").content.benefits[0]?.text).toBe(
    "30% recurring commission on every payment for the first 12 months of each referral, not a one-off bounty.",
  )
  expect(dataIn("affiliate", "de").content.title).toBe("Partnerprogramm: 30\u00a0% wiederkehrende Provision verdienen")
  expect(dataIn("affiliate", "de").content.badge).toBe("500+ Partner verdienen bereits")
  expect(dataIn("affiliate", "fr").content.steps[2]?.text).toContain("pendant ses 12 premiers mois")
  expect(dataIn("nanoBanana", "it").content.features[2]?.text).toBe(
    "Syncreel anima il tuo personaggio e sincronizza ogni parola della voce principale con una precisione del lip-sync del 99,5%, in oltre 50 lingue.",
  )
  expect(dataIn("nanoBanana", "en").content.closingText).toContain("Your first 3 videos are free.")
})

test("the e-mail drafts are mail links to the page's address, their words from the file", () => {
  const deletion = new URL(dataIn("deleteAccount", "en").content.mailto)
  expect(deletion.protocol).toBe("mailto:")
  expect(deletion.pathname).toBe(site.email.privacy)
  expect(deletion.searchParams.get("subject")).toBe("Account deletion request")
  expect(deletion.searchParams.get("body")).toBe(
    [
      "Hello,",
      "",
      "Please delete my Syncreel account and all the personal data associated with it.",
      "",
      "The e-mail address of my account is: [write your account's e-mail address here]",
      "",
      "I understand that deletion is permanent and cannot be undone.",
      "",
      "Thank you.",
    ].join("\n"),
  )
  const application = new URL(dataIn("affiliate", "it").content.mailto)
  expect(application.pathname).toBe(site.email.affiliate)
  expect(application.searchParams.get("subject")).toBe("Candidatura al programma di affiliazione di Syncreel")
  expect(application.searchParams.get("body")).toMatch(/^Buongiorno,\n\nvorrei aderire .*\n\nNome:\n/)
  // The link is written as before: every reserved character escaped, spaces as %20, lines as %0A.
  expect(mailtoLink("a@b.c", "Hi & bye?", "One\nTwo")).toBe("mailto:a@b.c?subject=Hi%20%26%20bye%3F&body=One%0ATwo")
})

test("the delete-account sentences with markup are HTML from their Markdown, links to other sites in a new tab", () => {
  const { content } = dataIn("deleteAccount", "en")
  expect(content.appText).toBe(
    "Sign in to Syncreel on the web or in the mobile app, open <strong>Settings</strong>, choose <strong>Delete account</strong> and confirm.",
  )
  expect(content.mailText).toContain(`<a href="mailto:${site.email.privacy}">${site.email.privacy}</a>`)
  expect(content.questions).toBe(
    `Questions about your data? Write to <a href="mailto:${site.email.privacy}">${site.email.privacy}</a> or read our <a href="${site.privacyPolicyUrl}" target="_blank" rel="noopener noreferrer">Privacy Policy</a>.`,
  )
})

test("a file a schema refuses is an error that says what is wrong", () => {
  const english = dataIn("affiliate", "en").content
  const valid = {
    ...Object.fromEntries(Object.entries(english).filter(([key]) => !["introHtml", "mailto"].includes(key))),
    mailDraft: { subject: "Subject", body: "Body" },
  }
  expect(affiliateSchema.safeParse(valid).success).toBe(true)
  const misspelt = affiliateSchema.safeParse({ ...valid, benefitTitle: "Why promote us" })
  expect(misspelt.error?.issues[0]).toMatchObject({ code: "unrecognized_keys", keys: ["benefitTitle"] })
  const emptyList = affiliateSchema.safeParse({ ...valid, steps: [] })
  expect(emptyList.error?.issues[0]?.path).toEqual(["steps"])
  const noSubject = affiliateSchema.safeParse({ ...valid, mailDraft: { body: "Body" } })
  expect(noSubject.error?.issues[0]?.path).toEqual(["mailDraft", "subject"])

  const inline = deleteAccountSchema.shape.appText
  expect(inline.parse("Open **Settings**.")).toBe("Open <strong>Settings</strong>.")
  expect(inline.safeParse("- a list\n- of blocks").error?.issues[0]?.message).toMatch(/inline Markdown/)
  expect(inline.safeParse("One paragraph.\n\nAnother.").success).toBe(false)
})

test("a body that is more than one paragraph is not an intro", () => {
  expect(paragraphContent("<p>An <em>intro</em>.</p>\n")).toBe("An <em>intro</em>.")
  expect(paragraphContent("<p>One.</p>\n<p>Two.</p>")).toBeUndefined()
  expect(paragraphContent("<h2>A heading</h2>")).toBeUndefined()
  expect(paragraphContent('<p>See <a href="https://example.com">this</a>.</p>')).toBe(
    'See <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a>.',
  )
})

// The registers the native review settled (issue 27, item 5): German speaks to the visitor with
// "du" on every page; Spanish is neutral Latin American. The deletion request in German is the
// visitor's letter to us, and it may say "Sie" to us.
test("German says du to the visitor and Spanish is neutral Latin American on these pages", () => {
  for (const page of pages) {
    for (const [at, text] of texts(page, "de"))
      if (at !== "mailDraft.body") expect(text, `de ${page} ${at}`).not.toMatch(/\b(Sie|Ihnen|Ihre?[mnrs]?)\b/)
    for (const [at, text] of texts(page, "es"))
      expect(text, `es ${page} ${at}`).not.toMatch(/\b(móvil|ordenador|introduce|vosotros|vuestr\p{L}*)/iu)
  }
})
