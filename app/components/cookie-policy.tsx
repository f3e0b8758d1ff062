import { CookiePreferencesButton } from "#app/components/consent-banner.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { site } from "#app/config/site.ts"
import type { CookieCategory, cookiePolicyPage as englishText } from "#app/content/cookie-policy.ts"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"

/** The cookie policy: what each consent category stores, and how to withdraw. */
type CookiePolicyContent = {
  text: Omit<typeof englishText, "tableLabel">
  /** Each category with its table's accessible name. */
  categories: (CookieCategory & { tableLabel: string })[]
}

export function CookiePolicy({ content: { text, categories: cookieCategories } }: { content: CookiePolicyContent }) {
  return (
    <article className="container-page max-w-3xl pt-32 pb-24">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{text.title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-muted">
        {text.intro.before}
        <a href={site.privacyPolicyUrl} target="_blank" rel="noopener" className="text-fg underline underline-offset-2">
          {text.intro.link}
          <span className="sr-only">{text.newTab}</span>
        </a>
        {text.intro.after}
      </p>

      {cookieCategories.map((category) => (
        <section key={category.id} aria-labelledby={`cookies-${category.id}`} className="mt-12">
          <h2 id={`cookies-${category.id}`} className="text-2xl font-bold">
            {category.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{category.summary}</p>
          <ScrollRegion className="mt-5 rounded-card ring-1 ring-line" label={category.tableLabel}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-white/5 text-fg">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {text.columns.name}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {text.columns.by}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {text.columns.purpose}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {text.columns.lifetime}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line text-muted">
                {category.items.map((item) => (
                  <tr key={item.name}>
                    <th scope="row" className="px-4 py-3 font-mono text-xs font-medium text-fg">
                      {item.name}
                    </th>
                    <td className="px-4 py-3">{item.by}</td>
                    <td className="px-4 py-3">{item.purpose}</td>
                    <td className="px-4 py-3">{item.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ))}

      <section aria-labelledby="cookies-withdraw" className="mt-12">
        <h2 id="cookies-withdraw" className="text-2xl font-bold">
          {text.withdraw.title}
        </h2>
        <p className="mt-3 leading-relaxed text-muted">
          {text.withdraw.before}
          <a href={`mailto:${site.email.privacy}`} className="text-fg underline underline-offset-2">
            {site.email.privacy}
          </a>
          {text.withdraw.after}
        </p>
        <CookiePreferencesButton className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
          {text.withdraw.button}
        </CookiePreferencesButton>
      </section>
    </article>
  )
}
