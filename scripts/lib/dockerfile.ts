// Reads the Dockerfile's steps, for `npm test`'s production-install check
// (scripts/production-install.ts), which runs the last stage's steps itself.

/** One instruction: its keyword in capitals and the rest of its line (continuation lines joined). */
export type Step = { instruction: string; args: string }

/** Every instruction of a Dockerfile, in order; comments and blank lines dropped, `\` continuations joined. */
export function dockerfileSteps(text: string): Step[] {
  const steps: Step[] = []
  let pending = ""
  for (const line of text.split("\n")) {
    const trimmed = line.trim()
    if (trimmed.startsWith("#") || (!trimmed && !pending)) continue
    pending += pending ? ` ${trimmed}` : trimmed
    if (pending.endsWith("\\")) {
      pending = pending.slice(0, -1).trimEnd()
      continue
    }
    const [, instruction = "", args = ""] = /^(\S+)\s*(.*)$/.exec(pending) ?? []
    steps.push({ instruction: instruction.toUpperCase(), args })
    pending = ""
  }
  return steps
}

/** The steps of the last stage: those after the last FROM. */
export function lastStage(steps: Step[]): Step[] {
  const from = steps.findLastIndex((step) => step.instruction === "FROM")
  return steps.slice(from + 1)
}

/** A COPY's `--flag=value` options, its sources and its destination. */
export function parseCopy(args: string): { flags: Record<string, string>; sources: string[]; dest: string } {
  const words = args.split(/\s+/).filter(Boolean)
  const flags: Record<string, string> = {}
  while (words[0]?.startsWith("--")) {
    const [name = "", value = ""] = words.shift()!.slice(2).split("=", 2)
    flags[name] = value
  }
  const dest = words.pop()
  if (!dest || !words.length) throw new Error(`COPY ${args}: expected sources and a destination`)
  return { flags, sources: words, dest }
}

/** A CMD in exec form (a JSON array of strings). */
export function parseCmd(args: string): string[] {
  const parsed: unknown = JSON.parse(args)
  if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === "string"))
    throw new Error(`CMD ${args}: expected the exec form, a JSON array of strings`)
  return parsed
}
