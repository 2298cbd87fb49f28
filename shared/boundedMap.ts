/**
 * A Map that keeps at most `max` entries, for the in-memory caches of an isolate or a page
 * (route matches, activity timelines, kept pages): setting a key makes it the newest, and
 * once the bound is reached the oldest goes, told to `onEvict` when its owner must let go.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(
    readonly max: number,
    private readonly onEvict?: (key: K, value: V) => void,
  ) {
    super()
  }

  override set(key: K, value: V): this {
    this.delete(key)
    if (this.size >= this.max) {
      const [oldest, evicted] = this.entries().next().value as [K, V]
      this.delete(oldest)
      this.onEvict?.(oldest, evicted)
    }
    return super.set(key, value)
  }
}
