import { srOnly } from "#app/components/blog/use-blog-format.tsx"
import { useFormat, useMessages } from "#app/components/use-messages.ts"

/** Three (or more) numbered steps in a row on wide screens, stacked on phones. */
export function NumberedSteps({ steps }: { steps: { title: string; text: string }[] }) {
  const { numberedStep } = useMessages()
  const format = useFormat()
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card bg-surface p-6 ring-1 ring-line ring-inset">
          <span
            aria-hidden
            className="flex size-11 items-center justify-center rounded-full bg-brand-gradient text-lg font-black text-white shadow-glow"
          >
            {index + 1}
          </span>
          <h3 className="mt-5 text-xl font-bold">
            {format.rich(numberedStep, { number: index + 1, title: step.title, hidden: srOnly })}
          </h3>
          <p className="mt-2 text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
