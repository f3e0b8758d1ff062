import { Link } from "react-router"
import { FacebookIcon, InstagramIcon, YouTubeIcon } from "#app/components/brand-icons.tsx"
import { CookiePreferencesButton } from "#app/components/consent-banner.tsx"
import { Logo } from "#app/components/logo.tsx"
import { StoreButtons } from "#app/components/store-buttons.tsx"
import { footerLists } from "#app/content/footer.ts"
import { site } from "#app/config/site.ts"
import { trackedClick } from "#app/hydration/click-delegation.ts"

const socialLinks = [
  { network: "instagram", name: "Instagram", url: site.social.instagram, Icon: InstagramIcon },
  { network: "facebook", name: "Facebook", url: site.social.facebook, Icon: FacebookIcon },
  { network: "youtube", name: "YouTube", url: site.social.youtube, Icon: YouTubeIcon },
] as const

export function SiteFooter() {
  return (
    <footer className="below-fold border-t border-line bg-surface/40">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted">
            Turn any track into a lip-synced music video in minutes: vertical, horizontal or square, in Full HD and without a
            watermark.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {socialLinks.map(({ network, name, url, Icon }) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener"
                  data-social={network}
                  {...trackedClick("social_click", { network, action: "visit", target: url })}
                  aria-label={`${site.brand} on ${name} (opens in a new tab)`}
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
            <span className="flex flex-col leading-tight">
              <span className="text-[0.7rem] uppercase tracking-wide text-muted">Featured on</span>
              <span className="text-sm font-semibold">{site.directory.name}</span>
            </span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <div>
            <h2 className="text-sm font-semibold text-fg">Get the app</h2>
            <StoreButtons
              className="mt-3"
              labels={{ ios: "Download on the", android: "Get it on", newTab: "(opens in a new tab)" }}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-10 md:grid-cols-3">
          {footerLists.map((list) => (
            <nav key={list.title} aria-label={list.title}>
              <h2 className="text-sm font-semibold text-fg">{list.title}</h2>
              <ul className="mt-4 flex flex-col gap-2.5">
                {list.links.map((link) => (
                  <li key={link.to + link.label}>
                    <Link to={link.to} className="text-sm text-muted transition-colors hover:text-fg">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site.brand}. Made with care for musicians and creators.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <li>
              <a href={site.privacyPolicyUrl} target="_blank" rel="noopener" className="hover:text-fg">
                Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <Link to="/terms-and-conditions" className="hover:text-fg">
                Terms &amp; Conditions
              </Link>
            </li>
            <li>
              <Link to="/cookie-policy" className="hover:text-fg">
                Cookie Policy
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className="hover:text-fg">
                Accessibility
              </Link>
            </li>
            <li>
              <CookiePreferencesButton className="hover:text-fg" />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
