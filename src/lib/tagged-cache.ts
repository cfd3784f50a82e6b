/**
 * A bounded in-memory cache whose entries carry tags: `invalidate(tags)` drops every entry stating one of them.
 * Least recently used entries go first when it is full. Pure bookkeeping, no clock: entries live until invalidated.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, { value: V; tags: readonly string[] }>()

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, tags: readonly string[]): void {
    this.entries.delete(key)
    this.entries.set(key, { value, tags })
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
  }

  clear(): void {
    this.entries.clear()
  }

  invalidate(tags: Iterable<string>): void {
    const changed = new Set(tags)
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => changed.has(tag))) this.entries.delete(key)
  }
}
