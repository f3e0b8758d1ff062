import { Search } from "lucide-react"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { cn } from "#app/lib/cn.ts"
import { localizePath } from "#app/i18n/slugs.ts"
import { useLocale, useMessages } from "#app/components/use-messages.ts"
import { MAX_QUERY_LENGTH } from "#app/data/search-text.ts"

/**
 * The blog's search form: a GET form to the search page in the page's language, so it works
 * without JavaScript. `query` fills it on the results page. The field accepts a little more than
 * the limit, so that a pasted long text is answered with the limit rather than cut silently.
 */
export function SearchForm({ query = "" }: { query?: string }) {
  const { search: words } = useMessages()
  const locale = useLocale()
  return (
    <form role="search" method="get" action={localizePath("/blog/search", locale)} className="mx-auto flex w-full max-w-xl gap-2">
      <label htmlFor="blog-search-q" className="sr-only">
        {words.label}
      </label>
      <input
        id="blog-search-q"
        name="q"
        type="search"
        defaultValue={query}
        placeholder={words.placeholder}
        maxLength={MAX_QUERY_LENGTH * 2}
        enterKeyHint="search"
        className="min-h-11 min-w-0 flex-1 rounded-full bg-surface px-5 text-base text-fg ring-1 ring-line placeholder:text-muted focus:ring-2 focus:ring-violet focus:outline-none"
      />
      <button type="submit" className={cn(buttonVariants({ size: "md" }), "min-h-11 shrink-0 cursor-pointer gap-2")}>
        <Search aria-hidden className="size-4" />
        <span>{words.submit}</span>
      </button>
    </form>
  )
}
