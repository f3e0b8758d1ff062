import type { PricingQuestion } from "#app/content/pricing-page.server.ts"

/** The questions a visitor has about the plans and the calculator, answered once each, in the page's language. */
export function PricingNotes({ title, questions }: { title: string; questions: PricingQuestion[] }) {
  return (
    <section aria-labelledby="pricing-questions" className="container-page max-w-4xl pb-8">
      <h2 id="pricing-questions" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        {questions.map((item) => (
          <div key={item.question} className="rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
            <dt className="text-lg font-semibold">{item.question}</dt>
            <dd className="mt-2 leading-relaxed text-muted">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
