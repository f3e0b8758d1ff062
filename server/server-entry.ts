import type { ServerBuild } from "react-router"
import type * as BuildEntry from "#app/entry.server.tsx"

/*
 * What the server takes from the build (docs/decisions/0025-one-server-entry.md). The server runs
 * from source, the build is a bundle: two module graphs, each with its own copy of the data layer.
 * The server reaches the build's copy (its database, its caches, its context keys) only through the
 * build's entry, app/entry.server.tsx, and only through `serverEntry` below.
 */

/** Every export of app/entry.server.tsx but React Router's own, typed as that module declares it. */
export type ServerEntry = Omit<typeof BuildEntry, "default" | "streamTimeout">

/**
 * Each member of the entry, with what `typeof` says of it. The type makes this list the entry's:
 * a member the entry adds or drops fails `tsc` here until the list says so too.
 */
const MEMBERS: Record<keyof ServerEntry, "function" | "object"> = {
  nonceContext: "object",
  previewContext: "object",
  startArticles: "function",
  checkArticles: "function",
  articlesBreakerOpen: "function",
  observeArticleReads: "function",
  configuredPublisher: "function",
  configuredPublishingStore: "function",
  ArticleNotFoundError: "function",
  PublishValidationError: "function",
  ReadOnlyBackendError: "function",
  WriteConflictError: "function",
  SlugConflictError: "function",
  StaleWriteError: "function",
  articleSocialCard: "function",
  serveImages: "function",
  siteImageStats: "function",
  collectReads: "function",
  onArticleChange: "function",
  changedDependencies: "function",
  seesEveryWrite: "function",
  articleMarkdown: "function",
  isMarkdownPagePath: "function",
}

type EntryModule = ServerBuild["entry"]["module"]

/** The members `module` lacks, or has of another kind, as "name (function)". */
function missingMembers(module: EntryModule): string[] {
  return Object.entries(MEMBERS)
    .filter(([name, kind]) => {
      const value: unknown = Reflect.get(module, name)
      return value === null || typeof value !== kind
    })
    .map(([name, kind]) => `${name} (${kind})`)
}

function isServerEntry(module: EntryModule): module is EntryModule & ServerEntry {
  return missingMembers(module).length === 0
}

/**
 * The build's entry, once every member is known to be there; otherwise an error naming each one
 * missing. The one place the server reads `build.entry.module`.
 */
export function serverEntry(build: ServerBuild): ServerEntry {
  const module = build.entry.module
  if (isServerEntry(module)) return module
  throw new Error(
    `The server build's entry (app/entry.server.tsx) does not export ${missingMembers(module).join(", ")}: rebuild with \`npm run build\``,
  )
}

/** The writer's refusals, by their classes: the build's, like the writer that throws them. */
export type WriterErrors = Pick<
  ServerEntry,
  | "ArticleNotFoundError"
  | "PublishValidationError"
  | "ReadOnlyBackendError"
  | "WriteConflictError"
  | "SlugConflictError"
  | "StaleWriteError"
>
