import { CookiePreferencesButton } from "#app/components/consent-banner.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { CookiePolicyContent } from "#app/content/pages/cookie-policy/page.server.ts"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"

/** The prose from the page's Markdown, styled as the page's own paragraphs and links. */
const prose = "[&_a]:text-fg [&_a]:underline [&_a]:underline-offset-2 [&_p+p]:mt-4"

/** The cookie policy: what each consent category stores, and how to withdraw. */
export function CookiePolicy({
  content: { page: text, intro, categories: cookieCategories, withdraw },
}: {
  content: CookiePolicyContent
}) {
  return (
    <article className="container-page max-w-3xl pt-32 pb-24">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{text.title}</h1>
      {/* Our own Markdown, rendered on the server (app/content/markdown-page.server.ts). */}
      <div className={`mt-6 text-lg leading-relaxed text-muted ${prose}`} dangerouslySetInnerHTML={{ __html: intro }} />

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

      <section aria-labelledby={withdraw.id} className="mt-12">
        <h2 id={withdraw.id} className="text-2xl font-bold">
          {withdraw.title}
        </h2>
        <div className={`mt-3 leading-relaxed text-muted ${prose}`} dangerouslySetInnerHTML={{ __html: withdraw.html }} />
        <CookiePreferencesButton className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
          {text.withdrawButton}
        </CookiePreferencesButton>
      </section>
    </article>
  )
}
