import { Check, Minus, X } from "lucide-react"
import { type FormEvent, useId, useRef, useState } from "react"
import { AppLink } from "#app/components/app-link.tsx"
import { buttonVariants } from "#app/components/ui/button.tsx"
import { type Billing, type Plan, formatNumber, formatPrice, freeVideos } from "#app/content/plans.ts"
import { cn } from "#app/lib/cn.ts"
import {
  CALCULATOR_PARAMS,
  PRICING_PATH,
  type CalculatorInput,
  type Estimate,
  type PlanFit,
  calculate,
  formatTrackLength,
  formatVideoLength,
  plansForEstimate,
} from "#app/content/track-cost.ts"

/** Where the form without JavaScript sends its query: the server renders /pricing with the answer (server/app.ts). */
export const CALCULATOR_ACTION = `${PRICING_PATH}#calculator`

export type CalculatorStart = CalculatorInput & {
  /** The values came from a submitted form (the page rendered for a query): show their messages at once. */
  submitted: boolean
}

type Field = keyof CalculatorInput

/**
 * "What will my track cost?": a track length and a number of videos a month, and for each plan
 * whether it fits and what it costs, billed monthly and yearly (app/content/track-cost.ts). Without
 * JavaScript it is a GET form the server answers; with it, the answer follows each keystroke and a
 * field's message shows once the visitor has left the field or pressed the button.
 */
export function TrackCostCalculator({
  start,
  salesHref,
  level = 3,
}: {
  start: CalculatorStart
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
  const { lengthError, videosError, result } = calculate(input)
  const errors: Record<Field, string | null> = { length: lengthError, videos: videosError }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The answer is already on screen; the button only reveals the messages still hidden.
    event.preventDefault()
    setTouched({ length: true, videos: true })
    const invalid = (["length", "videos"] as const).find((f) => errors[f] !== null)
    if (invalid) fields[invalid].current?.focus()
  }

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
        What will my track cost?
      </Heading>
      <p className="mt-2 max-w-2xl text-muted">
        Enter your track's length and how many videos you make a month: see which plans include enough tokens, and what each costs
        billed monthly or yearly.
      </p>

      <form method="get" action={CALCULATOR_ACTION} noValidate onSubmit={onSubmit} className="mt-8">
        <div className="grid gap-6 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          {field("length", "Track length", "Minutes:seconds, from 0:30 to 4:00", "3:00")}
          {field("videos", "Videos a month", "A whole number, e.g. 4", "4")}
          <button type="submit" className={buttonVariants({ variant: "secondary", className: "h-12 sm:mt-[3.25rem]" })}>
            Show prices
          </button>
        </div>
      </form>

      <Summary result={result} salesHref={salesHref} id={id} />

      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Plans for this track">
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
              <Billed plan={plan} fit={monthly} estimated={result !== null} />
              <Billed plan={plan} fit={yearly} estimated={result !== null} />
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-muted">
        An estimate from each plan's own figures: the plans state their minutes of video as approximate, so leave some room.
      </p>
    </section>
  )
}

const BILLED: Record<Billing, string> = { monthly: "Billed monthly", yearly: "Billed yearly" }

function Billed({ plan, fit, estimated }: { plan: Plan; fit: PlanFit; estimated: boolean }) {
  const per = fit.billing === "yearly" ? "a year" : "a month"
  const price =
    fit.billing === "yearly" && fit.perPeriod > 0
      ? `${formatPrice(fit.perMonth)}/month, ${formatPrice(fit.perPeriod)} a year`
      : `${formatPrice(fit.perMonth)}/month`
  let status: { icon: "yes" | "no" | "none"; text: string }
  if (!estimated) status = { icon: "none", text: "Enter a length and a count above" }
  else if (fit.needed === null) status = { icon: "no", text: `No tokens included: first ${freeVideos} free, then the token shop` }
  else if (fit.fits)
    status = { icon: "yes", text: `Fits: uses ${formatNumber(fit.needed)} of ${formatNumber(fit.included)} tokens ${per}` }
  else
    status = {
      icon: "no",
      text: `Doesn't fit: needs ${formatNumber(fit.needed)} tokens ${per}, includes ${formatNumber(fit.included)}`,
    }
  const Icon = { yes: Check, no: X, none: Minus }[status.icon]
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{BILLED[fit.billing]}</dt>
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

/** One sentence that answers the question, announced politely as it changes, and the way on. */
function Summary({ result, salesHref, id }: { result: Estimate | null; salesHref: string; id: string }) {
  const cheapest = result?.cheapest ?? null
  let answer: string
  if (result === null) answer = "Correct the fields above to see what your videos cost."
  else {
    const videos = `${result.videos} ${result.videos === 1 ? "video" : "videos"} of ${formatTrackLength(result.seconds)} a month`
    const total = `${formatVideoLength(result.secondsPerMonth)} of video`
    const price = cheapest && formatPrice(cheapest.billing === "yearly" ? cheapest.plan.yearlyPrice : cheapest.plan.monthlyPrice)
    answer = cheapest
      ? `${videos} is ${total}. The cheapest plan that fits is ${cheapest.plan.name}, billed ${cheapest.billing}, at ${price}/month.`
      : `${videos} is ${total}: more than any plan includes. Talk to us about a custom volume.`
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
          Start with {cheapest.plan.name}
        </AppLink>
      ) : result ? (
        <a href={salesHref} className={buttonVariants({ variant: "outline", className: "shrink-0" })}>
          Contact Sales
        </a>
      ) : null}
    </div>
  )
}
