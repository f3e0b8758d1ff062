import { CookiePreferencesButton } from "#app/components/consent-banner.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { site } from "#app/config/site.ts"
import { cookieCategories } from "#app/content/cookie-policy.ts"
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx"

/** The cookie policy: what each consent category stores, and how to withdraw. */
export function CookiePolicy({ title }: { title: string }) {
  return (
    <article className="container-page max-w-3xl pt-32 pb-24">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-6 text-lg leading-relaxed text-muted">
        {site.brand} only stores what is needed to remember your choice, unless you allow more. Analytics and marketing cookies
        are set only after you agree to them in the cookie banner, and no request goes to those services before that. How we
        handle personal data in general is described in our{" "}
        <a href={site.privacyPolicyUrl} target="_blank" rel="noopener" className="text-fg underline underline-offset-2">
          privacy policy<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>

      {cookieCategories.map((category) => (
        <section key={category.id} aria-labelledby={`cookies-${category.id}`} className="mt-12">
          <h2 id={`cookies-${category.id}`} className="text-2xl font-bold">
            {category.title}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{category.summary}</p>
          <ScrollRegion className="mt-5 rounded-card ring-1 ring-line" label={`${category.title} cookies`}>
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-white/5 text-fg">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Set by
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    What it stores
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Kept for
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
          Changing your mind
        </h2>
        <p className="mt-3 leading-relaxed text-muted">
          You can allow or withdraw each category at any time from Cookie preferences, at the bottom of every page or right here.
          When you withdraw consent we delete the cookies of that category and reload the page without its services. We ask again
          after 6 months, and whenever this policy changes. You can also delete cookies in your browser's settings. Questions
          about your data:{" "}
          <a href={`mailto:${site.email.privacy}`} className="text-fg underline underline-offset-2">
            {site.email.privacy}
          </a>
          .
        </p>
        <CookiePreferencesButton className={buttonVariants({ variant: "secondary", className: "mt-6" })}>
          Open cookie preferences
        </CookiePreferencesButton>
      </section>
    </article>
  )
}
