import type { ReactNode } from "react"

/** A centred section title with an optional lead paragraph. */
export function SectionHeading({ id, title, lead }: { id: string; title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-black sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  )
}
