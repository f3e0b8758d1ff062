/** The sample arguments a copy function is called with: a title and a genre, then a count and a length. */
const SAMPLES: readonly (readonly unknown[])[] = [
  ["Neon Nights", "Synthwave"],
  [10, "3:00"],
]

/**
 * Every string a content module's export holds or writes, each with its path ("chrome.view.ctaText",
 * "cards[2].title", "title()"): what the copy reviews of issue 27 check. A function is called with
 * each of the sample arguments, and what it returns is read the same way.
 */
export function copyStrings(value: unknown, path = "", out: [string, string][] = []): [string, string][] {
  const at = (key: string) => (path ? `${path}.${key}` : key)
  if (typeof value === "string") out.push([path, value])
  else if (typeof value === "function")
    for (const args of SAMPLES) copyStrings((value as (...a: unknown[]) => unknown)(...args), `${path}()`, out)
  else if (Array.isArray(value)) value.forEach((item, i) => copyStrings(item, `${path}[${i}]`, out))
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) copyStrings(item, at(key), out)
  return out
}
