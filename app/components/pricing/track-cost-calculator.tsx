import { Check, Minus, X } from "lucide-react"
import { type FormEvent, useId, useRef, useState } from "react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import type { Locale } from "#app/i18n/locales.ts"
import { type PlanFigures, formatPrice, formatSeconds } from "#app/content/plan-figures.ts"
import { cn } from "#app/lib/cn.ts"
import {
  CALCULATOR_PARAMS,
  type CalculatorInput,
  type Estimate,
  type PlanFit,
  calculatorAddress,
  check,
  formatTrackLength,
  plansForEstimate,
} from "#app/content/track-cost-logic.ts"
import type { Messages } from "#app/i18n/messages.ts"
import { formatMessage } from "#app/i18n/icu.ts"

export type CalculatorStart = CalculatorInput & {
  /** The values came from a submitted form (the page rendered for a query): show their messages at once. */
  submitted: boolean
}

type Field = keyof CalculatorInput

/**
 * "What will my track cost?": a track length and a number of videos a month, and for each plan
 * whether it fits and what it costs, billed monthly and yearly (app/content/track-cost-logic.ts). Without
 * JavaScript it is a GET form the server answers; with it, the answer follows each keystroke and a
 * field's message shows once the visitor has left the field or pressed the button, and the summary's
 * request to correct the fields with it, never before. On the page that answers the form, the
 * button also writes the entry into the address, as the server's answer has it, to share or reload.
 */
export function TrackCostCalculator({
  start,
  words,
  locale,
  action,
  salesHref,
  level = 3,
}: {
  start: CalculatorStart
  /** The calculator's words in the page's language: the catalog's `calculator` messages (app/i18n/messages/). */
  words: CalculatorWords
  /** The page's language: numbers, prices, durations and plurals follow it (Intl). */
  locale: Locale
  /**
   * The page in this language that answers the form without JavaScript (/pricing, /it/prezzi…): the
   * server renders it with the answer (server/app.ts).
   */
  action: string
  salesHref: string
  /** Its heading's level under the section it is in; each plan's name is one below. */
  level?: number
}) {
  const Heading = level === 2 ? "h2" : "h3"
  const PlanHeading = level === 2 ? "h3" : "h4"
  const id = useId()
  const [input, setInput] = useState<CalculatorInput>({ length: start.length, videos: start.videos })
  const [touched, setTouched] = useState<Record<Field, boolean>>({ length: start.submitted, videos: start.submitted })
  const fields = { length: useRef<HTMLInputElement>(null), videos: useRef<HTMLInputElement>(null) }
  const { lengthProblem, videosProblem, result } = check(input)
  const errors: Record<Field, string | null> = {
    length: lengthProblem && words.errors[lengthProblem],
    videos: videosProblem && words.errors[videosProblem],
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The answer is already on screen; the button only reveals the messages still hidden.
    event.preventDefault()
    setTouched({ length: true, videos: true })
    const invalid = (["length", "videos"] as const).find((f) => errors[f] !== null)
    showInAddress(action, invalid ? null : input)
    if (invalid) fields[invalid].current?.focus()
  }
  const problemShown = (["length", "videos"] as const).some((f) => touched[f] && errors[f] !== null)

  const field = (name: Field, label: string, hint: string, placeholder: string) => {
    const shownError = touched[name] ? errors[name] : null
    return (
      <div className="flex flex-col">
        <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
          {label}
        </label>
        <p id={`${id}-${name}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
        <input
          ref={fields[name]}
          id={`${id}-${name}`}
          name={CALCULATOR_PARAMS[name]}
          type="text"
          inputMode={name === "videos" ? "numeric" : "text"}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={input[name]}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={cn(`${id}-${name}-hint`, shownError && `${id}-${name}-error`)}
          onChange={(e) => setInput((current) => ({ ...current, [name]: e.target.value }))}
          onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
          className={cn(
            "mt-2 h-12 w-full rounded-xl bg-ink px-4 text-lg font-semibold tabular-nums ring-inset placeholder:text-muted/60",
            shownError ? "ring-2 ring-danger" : "ring-1 ring-line",
          )}
        />
        {shownError ? (
          <p id={`${id}-${name}-error`} className="mt-2 flex gap-1.5 text-sm font-medium text-danger">
            <X aria-hidden className="mt-0.5 size-4 shrink-0" />
            {shownError}
          </p>
        ) : null}
      </div>
    )
  }

  return (
    <section
      id="calculator"
      aria-labelledby={`${id}-title`}
      className="mx-auto mt-16 max-w-5xl scroll-mt-24 rounded-card bg-surface/80 p-6 ring-1 ring-line ring-inset sm:p-10"
    >
      <Heading id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {words.title}
      </Heading>
      <p className="mt-2 max-w-2xl text-muted">{words.intro}</p>

      <form method="get" action={`${action}#calculator`} noValidate onSubmit={onSubmit} className="mt-8">
        <div className="grid gap-6 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          {field("length", words.lengthLabel, words.lengthHint, "3:00")}
          {field("videos", words.videosLabel, words.videosHint, "4")}
          <button type="submit" className={buttonVariants({ variant: "secondary", className: "h-12 sm:mt-[3.25rem]" })}>
            {words.submit}
          </button>
        </div>
      </form>

      <Summary result={result} problemShown={problemShown} salesHref={salesHref} id={id} words={words} locale={locale} />

      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={words.plansLabel}>
        {plansForEstimate(result).map(({ plan, monthly, yearly }) => (
          // No name of its own: the plan cards above are the listitems named after the plans.
          <li
            key={plan.id}
            className={cn(
              "flex flex-col rounded-2xl bg-ink/60 p-5 ring-1 ring-inset",
              result && (monthly.fits || yearly.fits) ? "ring-success/50" : "ring-line",
            )}
          >
            <PlanHeading className="text-lg font-semibold">{plan.name}</PlanHeading>
            <dl className="mt-3 flex flex-col gap-4 text-sm">
              <Billed plan={plan} fit={monthly} estimated={result !== null} words={words} locale={locale} />
              <Billed plan={plan} fit={yearly} estimated={result !== null} words={words} locale={locale} />
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-muted">{words.note}</p>
    </section>
  )
}

type CalculatorWords = Messages["calculator"]
type Words = { words: CalculatorWords; locale: Locale }

function Billed({ plan, fit, estimated, words, locale }: { plan: PlanFigures; fit: PlanFit; estimated: boolean } & Words) {
  const price =
    fit.billing === "yearly" && fit.perPeriod > 0
      ? formatMessage(words.perMonthAndYear, locale, {
          price: formatPrice(fit.perMonth, locale),
          total: formatPrice(fit.perPeriod, locale),
        })
      : formatMessage(words.perMonth, locale, { price: formatPrice(fit.perMonth, locale) })
  const tokens = { needed: fit.needed ?? 0, included: fit.included }
  let status: { icon: "yes" | "no" | "none"; text: string }
  if (!estimated) status = { icon: "none", text: words.waiting }
  else if (fit.needed === null) status = { icon: "no", text: words.noTokens }
  else if (fit.fits) status = { icon: "yes", text: formatMessage(words.fits[fit.billing], locale, tokens) }
  else status = { icon: "no", text: formatMessage(words.doesNotFit[fit.billing], locale, tokens) }
  const Icon = { yes: Check, no: X, none: Minus }[status.icon]
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{words.billed[fit.billing]}</dt>
      <dd className="mt-1 text-base font-bold tabular-nums">{price}</dd>
      <dd
        className={cn(
          "mt-1 flex gap-1.5",
          status.icon === "yes" ? "text-success" : status.icon === "no" ? "text-fg/80" : "text-muted",
          plan.id === "basic" && "text-muted",
        )}
      >
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{status.text}</span>
      </dd>
    </div>
  )
}

/**
 * On the page that answers the form (`action`), the address names the answer on screen, as the
 * server's answer does: the entry's query after a good one, none after a wrong one, which has no
 * answer to share. It replaces the page's entry in the history: pressing the button again is not
 * another page for Back to step through. The router is not told: the page on screen already shows
 * the answer, so it has nothing to load or to scroll to, and a later Back or reload reads the query
 * (app/routes/pricing.tsx). Elsewhere (the home page's section) the address stays the page's own.
 */
function showInAddress(action: string, input: CalculatorInput | null) {
  if (window.location.pathname !== action) return
  window.history.replaceState(window.history.state, "", calculatorAddress(action, input))
}

/**
 * One sentence that answers the question, announced politely as it changes, and the way on. While a
 * wrong entry's message is still hidden (the visitor is typing), it asks for the entry, as the plans
 * do; it asks to correct the fields once their messages show.
 */
function Summary({
  result,
  problemShown,
  salesHref,
  id,
  words,
  locale,
}: { result: Estimate | null; problemShown: boolean; salesHref: string; id: string } & Words) {
  const cheapest = result?.cheapest ?? null
  let answer: string
  if (result === null) answer = problemShown ? words.correctFields : words.waiting
  else {
    // One sentence per answer, its verb agreeing with the count (the catalog's ICU plural).
    const videos = {
      count: result.videos,
      length: formatTrackLength(result.seconds),
      total: formatSeconds(result.secondsPerMonth, locale),
    }
    answer = cheapest
      ? formatMessage(words.cheapest, locale, {
          ...videos,
          plan: cheapest.plan.name,
          billing: cheapest.billing,
          price: formatPrice(cheapest.billing === "yearly" ? cheapest.plan.yearlyPrice : cheapest.plan.monthlyPrice, locale),
        })
      : formatMessage(words.tooMuch, locale, videos)
  }
  return (
    <div className="mt-8 flex min-h-20 flex-col gap-4 rounded-2xl bg-violet/10 p-5 ring-1 ring-violet/30 ring-inset sm:flex-row sm:items-center sm:justify-between">
      <p id={`${id}-summary`} aria-live="polite" className="font-medium text-fg">
        {answer}
      </p>
      {cheapest ? (
        <AppLink
          source="pricing-calculator"
          ctaLabel={cheapest.plan.name}
          className={buttonVariants({ variant: "primary", className: "shrink-0" })}
        >
          {formatMessage(words.startWith, locale, { plan: cheapest.plan.name })}
        </AppLink>
      ) : result ? (
        <a href={salesHref} className={buttonVariants({ variant: "outline", className: "shrink-0" })}>
          {words.contactSales}
        </a>
      ) : null}
    </div>
  )
}
