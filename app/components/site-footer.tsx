import type { ReactNode } from "react"
import { Link } from "react-router"
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "#app/components/brand-icons.tsx"
import { CookiePreferencesButton } from "#app/components/consent-banner.tsx"
import { Logo } from "#app/components/logo.tsx"
import { StoreButtons } from "#app/components/store-buttons.tsx"
import { FooterLanguages } from "#app/components/language-switcher.tsx"
import { site } from "#app/config/site.ts"
import { trackedClick } from "#app/hydration/click-delegation.ts"
import type { ChromeLink } from "#app/content/chrome.server.ts"
import { useChromeLinks, useFormat, useMessages } from "./use-messages.ts"

const socialLinks = [
  { network: "instagram", name: "Instagram", url: site.social.instagram, Icon: InstagramIcon },
  { network: "facebook", name: "Facebook", url: site.social.facebook, Icon: FacebookIcon },
  { network: "youtube", name: "YouTube", url: site.social.youtube, Icon: YouTubeIcon },
] as const

/**
 * A link of the footer in the page's language; to a page that exists only in English, a link to the
 * English page that says so in the visitor's words.
 */
function FooterLink({ link, label, className }: { link: ChromeLink; label: string; className: string }) {
  const { inEnglish } = useMessages()
  const format = useFormat()
  return (
    <Link to={link.href} hrefLang={link.hrefLang} className={className}>
      {link.hrefLang ? format.text(inEnglish, { label }) : label}
    </Link>
  )
}

export function SiteFooter() {
  const { footer: words, consent, inNewTab } = useMessages()
  const format = useFormat()
  const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>
  const links = useChromeLinks()
  const lists = [
    {
      key: "pages",
      title: words.lists.pages,
      links: links.footer.pages.map((link) => ({ link, label: words.links[link.key] })),
    },
    {
      key: "features",
      title: words.lists.features,
      links: links.footer.features.map((link) => ({ link, label: link.label })),
    },
    {
      key: "resources",
      title: words.lists.resources,
      links: links.footer.resources.map((link) => ({ link, label: words.links[link.key] })),
    },
  ]
  return (
    <footer className="below-fold border-t border-line bg-surface/40">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted">{words.tagline}</p>
          <ul className="flex gap-2" aria-label={words.socialLabel}>
            {socialLinks.map(({ network, name, url, Icon }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener"
                  data-social={network}
                  {...trackedClick("social_click", { network, action: "visit", target: url })}
                  aria-label={format.text(words.socialLink, { network: name })}
                  className="grid size-10 place-items-center rounded-full bg-white/5 text-muted ring-1 ring-line transition hover:text-fg hover:ring-violet-soft/60"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <a
            href={site.directory.url}
            target="_blank"
            rel="noopener"
            className="inline-flex w-fit items-center gap-3 rounded-xl bg-white/5 px-4 py-2.5 ring-1 ring-line transition hover:ring-violet-soft/60"
          >
            <span
              aria-hidden
              className="grid size-8 place-items-center rounded-lg bg-brand-gradient text-sm font-bold text-white"
            >
              ★
            </span>
            {format.rich(inNewTab, {
              label: (
                <span className="flex flex-col leading-tight">
                  <span className="text-[0.7rem] uppercase tracking-wide text-muted">{words.featuredOn}</span>
                  <span className="text-sm font-semibold">{site.directory.name}</span>
                </span>
              ),
              hidden,
            })}
          </a>
          <div>
            <h2 className="text-sm font-semibold text-fg">{words.getTheApp}</h2>
            <StoreButtons className="mt-3" storeBadges={words.storeBadges} />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-10 md:grid-cols-3">
          {lists.map((list) => (
            <nav key={list.key} aria-label={list.title}>
              <h2 className="text-sm font-semibold text-fg">{list.title}</h2>
              <ul className="mt-4 flex flex-col gap-2.5">
                {list.links.map(({ link, label }) => (
                  <li key={link.href + label}>
                    <FooterLink link={link} label={label} className="text-sm text-muted transition-colors hover:text-fg" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page py-6">
          <FooterLanguages />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>{format.text(words.madeWithCare, { year: new Date().getFullYear() })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <a href={site.privacyPolicyUrl} target="_blank" rel="noopener" className="hover:text-fg">
                {format.rich(inNewTab, { label: words.privacyPolicy, hidden })}
              </a>
            </li>
            <li>
              <FooterLink link={links.terms} label={words.termsAndConditions} className="hover:text-fg" />
            </li>
            <li>
              <FooterLink link={links.cookiePolicy} label={words.cookiePolicy} className="hover:text-fg" />
            </li>
            <li>
              <FooterLink link={links.accessibility} label={words.accessibility} className="hover:text-fg" />
            </li>
            <li>
              <CookiePreferencesButton className="hover:text-fg">{consent.preferences}</CookiePreferencesButton>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
