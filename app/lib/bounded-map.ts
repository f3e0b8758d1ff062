/**
 * A Map that forgets its least recently used entries past `maxEntries`: a map whose keys a request
 * chooses then holds a bounded amount of memory however many keys it is sent (the image route
 * keys its maps by a fixed-length digest, so entries bound the bytes too).
 */
export class BoundedMap<V> {
  readonly #entries = new Map<string, V>()
  readonly #maxEntries: number

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  get size(): number {
    return this.#entries.size
  }

  /** The entry, which becomes the most recently used. */
  get(key: string): V | undefined {
    if (!this.#entries.has(key)) return undefined
    const value = this.#entries.get(key)!
    this.#entries.delete(key)
    this.#entries.set(key, value)
    return value
  }

  has(key: string): boolean {
    return this.#entries.has(key)
  }

  set(key: string, value: V): this {
    this.#entries.delete(key)
    this.#entries.set(key, value)
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
    return this
  }

  delete(key: string): boolean {
    return this.#entries.delete(key)
  }
}
