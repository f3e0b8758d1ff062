import { type ComponentType, type ReactNode, createContext, useContext } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { MemoryRouter } from "react-router"
import { beforeAll, expect, test, vi } from "vitest"
import { ArticleBody, articleBodyKey, preloadArticleBody } from "#app/content/articles/bodies.tsx"
import { fixedArticles } from "#app/content/articles/index.ts"
import { blogChrome } from "#app/content/blog-chrome.server.ts"
import { ArticleContext } from "./article-context.ts"
import { Static } from "#app/hydration/static.tsx"
import { type ArticleBlockName, articleBlocks, interactiveBlocks } from "./article-blocks.ts"
import { articleBlockComponents, articleComponents } from "./mdx-components.tsx"

const chrome = blogChrome("en")
const italian = blogChrome("it")

// A block inside Static keeps the server's HTML in the browser and never runs there: a state, an
// effect or an event handler in it would do nothing. These tests render every block as the fixed
// articles use it and watch for those, through React's hooks and the JSX runtime as our own
// components call them (a library's components, imported prebuilt, are not watched).

const { behaviour, BEHAVIOUR_HOOKS, watchHandlers } = vi.hoisted(() => {
  const behaviour = new Set<string>()
  /** React's hooks that give a component behaviour in the browser. */
  const BEHAVIOUR_HOOKS = [
    "useState",
    "useReducer",
    "useEffect",
    "useLayoutEffect",
    "useInsertionEffect",
    "useSyncExternalStore",
    "useTransition",
    "useActionState",
    "useOptimistic",
    "useImperativeHandle",
  ] as const
  /** Wraps a JSX runtime's element factories to note every event handler given to an element. */
  function watchHandlers<Runtime extends object>(runtime: Runtime): Runtime {
    const watch =
      (create: (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => unknown) =>
      (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => {
        if (typeof type === "string") {
          for (const [prop, value] of Object.entries(props ?? {})) {
            if (/^on[A-Z]/.test(prop) && typeof value === "function") behaviour.add(`<${type} ${prop}>`)
          }
        }
        return create(type, props, ...rest)
      }
    const watched: Record<string, unknown> = { ...(runtime as Record<string, unknown>) }
    for (const name of ["jsx", "jsxs", "jsxDEV"]) {
      const create = watched[name]
      if (typeof create === "function") watched[name] = watch(create as Parameters<typeof watch>[0])
    }
    return watched as Runtime
  }
  return { behaviour, BEHAVIOUR_HOOKS, watchHandlers }
})

vi.mock("react", async (importOriginal) => {
  const react = await importOriginal<typeof import("react")>()
  const watched = Object.fromEntries(
    BEHAVIOUR_HOOKS.map((name) => [
      name,
      (...args: unknown[]) => {
        behaviour.add(name)
        return (react[name] as (...args: unknown[]) => unknown)(...args)
      },
    ]),
  )
  return { ...react, ...watched, default: { ...react, ...watched } }
})

vi.mock("react/jsx-runtime", async (importOriginal) => watchHandlers(await importOriginal<object>()))
vi.mock("react/jsx-dev-runtime", async (importOriginal) => watchHandlers(await importOriginal<object>()))

type Use = { slug: string; props: Record<string, unknown>; insideStatic: boolean }

/** Every block in every fixed article, in English and Italian, with its props and whether the built article has it inside Static. */
const uses = new Map<string, Use[]>()

const InsideStatic = createContext(false)

beforeAll(async () => {
  for (const [locale, words] of [
    ["en", chrome],
    ["it", italian],
  ] as const)
    for (const { slug: article } of fixedArticles) {
      const slug = articleBodyKey(article, locale)
      await preloadArticleBody(slug)
      const recording: Record<string, ComponentType<Record<string, unknown>>> = {}
      for (const [name, Block] of Object.entries(articleBlockComponents) as [string, ComponentType<Record<string, unknown>>][]) {
        recording[name] = function Recorded(props) {
          uses.set(name, [...(uses.get(name) ?? []), { slug, props, insideStatic: useContext(InsideStatic) }])
          return <Block {...props} />
        }
      }
      renderToStaticMarkup(
        <MemoryRouter initialEntries={[`/blog/${article}`]}>
          <ArticleContext value={{ slug: article, locale, chrome: words }}>
            <ArticleBody
              bodyKey={slug}
              loading={words.pending.article}
              components={{
                ...articleComponents,
                ...recording,
                Static: ({ children }: { children: ReactNode }) => (
                  <InsideStatic value={true}>
                    <Static>{children}</Static>
                  </InsideStatic>
                ),
              }}
            />
          </ArticleContext>
        </MemoryRouter>,
      )
    }
})

/** What `name` does when rendered with `props`: the hooks with behaviour it calls and the handlers it sets. */
function behaviourOf(name: ArticleBlockName, props: Record<string, unknown>) {
  const Block = articleBlockComponents[name] as ComponentType<Record<string, unknown>>
  behaviour.clear()
  renderToStaticMarkup(
    <MemoryRouter>
      <ArticleContext value={{ slug: "a-guide", locale: "en", chrome }}>
        <Block {...props} />
      </ArticleContext>
    </MemoryRouter>,
  )
  return [...behaviour]
}

test("every block an article can use appears in some fixed article, so its behaviour can be checked", () => {
  expect(Object.keys(articleBlocks).filter((name) => !uses.has(name))).toEqual([])
})

test("a block is marked interactive exactly when it has state, effects or event handlers of its own", () => {
  const found = Object.fromEntries(
    (Object.keys(articleBlocks) as ArticleBlockName[]).map((name) => [
      name,
      [...new Set((uses.get(name) ?? []).flatMap(({ props }) => behaviourOf(name, props)))],
    ]),
  )
  const flagged = Object.fromEntries(Object.entries(articleBlocks).map(([name, block]) => [name, block.interactive]))
  expect(Object.fromEntries(Object.entries(found).map(([name, seen]) => [name, seen.length > 0])), JSON.stringify(found)).toEqual(
    flagged,
  )
})

test("the watch sees a state and a handler: the video's play button has both", () => {
  const [use] = uses.get("VideoEmbed")!
  expect(behaviourOf("VideoEmbed", use!.props)).toEqual(["useState", "<button onClick>"])
})

test("in the built articles, the interactive blocks stand outside Static and every other block inside one", () => {
  const misplaced = [...uses].flatMap(([name, list]) =>
    list.filter(({ insideStatic }) => insideStatic === interactiveBlocks.has(name)).map(({ slug }) => `${name} in ${slug}`),
  )
  expect(misplaced).toEqual([])
})
