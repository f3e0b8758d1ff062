import { Link } from "react-router"
import type { SearchPageData } from "#app/data/search-page.server.ts"
import type { SearchCard } from "#app/data/search.server.ts"

/** One result: its title (a link), date, reading time and excerpt, the matching words in <mark>. All text, escaped by React. */
function Result({ card, Heading = "h2" }: { card: SearchCard; Heading?: "h2" | "h3" }) {
  return (
    <li className="rounded-card bg-surface p-6 ring-1 ring-line">
      <Heading className="text-xl font-bold">
        <Link to={card.path} className="hover:text-violet-soft">
          {card.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm text-muted">
        {card.date && card.dateTime ? <time dateTime={card.dateTime}>{card.date}</time> : null}
        {card.date && card.readingTime ? " · " : null}
        {card.readingTime}
      </p>
      {card.excerpt.length > 0 ? (
        <p className="mt-3 text-muted">
          {card.excerpt.map((part, i) =>
            part.mark ? (
              <mark key={i} className="rounded bg-violet/30 px-0.5 text-fg">
                {part.text}
              </mark>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </li>
  )
}

/** The results, or, when there are none, the closest tags and the newest articles. */
export function SearchResults({ cards, suggestions, words }: Pick<SearchPageData, "cards" | "suggestions" | "words">) {
  return (
    <div className="container-page max-w-3xl">
      {cards.length > 0 ? (
        <ol className="grid gap-4">
          {cards.map((card) => (
            <Result key={card.path} card={card} />
          ))}
        </ol>
      ) : null}
      {suggestions ? (
        <div className="grid gap-10">
          {suggestions.tags.length > 0 ? (
            <section aria-labelledby="search-tags">
              <h2 id="search-tags" className="text-lg font-semibold">
                {words.tryTags}
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {suggestions.tags.map((t) => (
                  <li key={t.tag}>
                    <Link
                      to={t.path}
                      className="inline-flex min-h-11 items-center rounded-full px-4 ring-1 ring-line hover:ring-violet/60"
                    >
                      {t.tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {suggestions.newest.length > 0 ? (
            <section aria-labelledby="search-newest">
              <h2 id="search-newest" className="text-lg font-semibold">
                {words.newest}
              </h2>
              <ol className="mt-4 grid gap-4">
                {suggestions.newest.map((card) => (
                  <Result key={card.path} card={card} Heading="h3" />
                ))}
              </ol>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
