import { Menu, Search, X } from "lucide-react"
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from "react"
import { Link, NavLink, useLocation, useNavigate } from "react-router"
import { AppLink } from "#app/components/app-link.tsx"
import { Logo } from "#app/components/logo.tsx"
import { Static } from "#app/hydration/static.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { LanguageSwitcher } from "#app/components/language-switcher.tsx"
import { sectionIds } from "#app/config/nav.ts"
import { useChromeLinks, useLocale, useMessages } from "./use-messages.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { trackedClick } from "#app/hydration/click-delegation.ts"
import { cn } from "#app/lib/cn.ts"

/** The header turns opaque once the page is scrolled past this many pixels (SPEC §9). */
const SCROLL_THRESHOLD = 50

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  const navigate = useNavigate()
  const { header: words } = useMessages()
  const links = useChromeLinks()

  // A navigation closes the menu (adjusting state during render, not in an effect).
  const [menuPath, setMenuPath] = useState(location.pathname)
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname)
    setMenuOpen(false)
  }

  // A layout effect, as in the share panel: Preact runs a passive effect only after the next frame,
  // and an Escape pressed in between would find no listener and leave the menu open.
  useLayoutEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [menuOpen])

  // The links are static content (they need no hydration), so the header takes their clicks as
  // they bubble; the document's listener measures them. Any link closes the menu. On the home page
  // the section links scroll in place; elsewhere the document's listener navigates to "/#id" in the
  // page, and the home page scrolls to the section once it is there (home-page-sections.tsx).
  const header = useRef<HTMLElement>(null)
  const onLinkClick = useEffectEvent((event: globalThis.MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null
    if (!link) return
    setMenuOpen(false)
    const id = link.dataset.section
    if (!id || location.pathname !== links.home.href) return
    const section = document.getElementById(id)
    if (!section) return
    event.preventDefault()
    void navigate({ hash: `#${id}` }, { replace: true, preventScrollReset: true })
    section.scrollIntoView()
  })
  useEffect(() => {
    const element = header.current
    if (!element) return
    const listener = (event: globalThis.MouseEvent) => onLinkClick(event)
    element.addEventListener("click", listener)
    return () => element.removeEventListener("click", listener)
  }, [])

  return (
    <header
      ref={header}
      data-scrolled={scrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,border-color,backdrop-filter] duration-300",
        scrolled || menuOpen
          ? "border-b border-line/80 bg-ink/90 backdrop-blur-lg"
          : "border-b border-transparent bg-transparent",
      )}
    >
      <nav aria-label={words.mainNav} className="container-page flex h-16 items-center justify-between gap-4">
        <Static>
          <Logo />
          <NavigationLinks />
        </Static>
        <div className="flex items-center gap-1 sm:gap-2">
          <Static>
            {/* On a phone Sign In is in the menu. `max-sm:hidden`, since a plain `hidden` lost to the button's own
                `inline-flex`, later in the stylesheet, and the bar overflowed once it also held the language switcher. */}
            <AppLink source="navbar-sign-in" className={cn(buttonVariants({ size: "sm" }), "max-sm:hidden")}>
              {words.signIn}
            </AppLink>
            <SearchLink />
          </Static>
          <LanguageSwitcher />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? words.closeMenu : words.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="grid size-10 cursor-pointer place-items-center rounded-full text-fg hover:bg-white/10 md:hidden"
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </nav>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-line/80 md:hidden">
        <Static>
          <MobileMenuLinks />
        </Static>
      </div>
    </header>
  )
}

const linkClass = "rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-fg"

/** The desktop bar's links: plain links to the home page's sections (the header scrolls to them), and the blog. */
function NavigationLinks() {
  const { header: words } = useMessages()
  const links = useChromeLinks()
  return (
    <ul className="hidden items-center gap-1 md:flex">
      <SectionLinkItems className={linkClass} />
      <li>
        <NavLink
          to={links.blog.href}
          {...trackedClick("navigation_click", { item: "blog" })}
          className={({ isActive }) => cn(linkClass, isActive && "text-fg")}
        >
          {words.blog}
        </NavLink>
      </li>
    </ul>
  )
}

const menuLinkClass = "block rounded-xl px-3 py-3 text-base font-medium text-fg hover:bg-white/5"

function MobileMenuLinks() {
  const { header: words } = useMessages()
  const links = useChromeLinks()
  return (
    <ul className="container-page flex flex-col gap-1 py-4">
      <SectionLinkItems className={menuLinkClass} />
      <li>
        <Link to={links.blog.href} {...trackedClick("navigation_click", { item: "blog" })} className={menuLinkClass}>
          {words.blog}
        </Link>
      </li>
      <li className="pt-2">
        <AppLink source="navbar-sign-in" className={cn(buttonVariants({ size: "md" }), "w-full")}>
          {words.signIn}
        </AppLink>
      </li>
    </ul>
  )
}

/** Plain links to the home page's sections: the header scrolls to them on the home page. */
function SectionLinkItems({ className }: { className: string }) {
  const { header: words } = useMessages()
  const links = useChromeLinks()
  return sectionIds.map((id) => (
    <li key={id}>
      <a
        href={links.sections[id].href}
        data-section={id}
        {...trackedClick("navigation_click", { item: id })}
        className={className}
      >
        {words.sections[id]}
      </a>
    </li>
  ))
}

/** The blog's search page in the page's language: an icon, named for screen readers (issue 29). */
function SearchLink() {
  const { search: words } = useMessages()
  return (
    <a
      href={localizePath("/blog/search", useLocale())}
      aria-label={words.link}
      title={words.link}
      className="grid size-10 place-items-center rounded-full text-fg hover:bg-white/10"
    >
      <Search aria-hidden className="size-5" />
    </a>
  )
}
