/**
 * A least-recently-used map bounded both by entry count and by total bytes. Map keeps
 * insertion order, so re-inserting on access makes the first key the least recently used.
 */
export class BoundedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private totalBytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Reads without refreshing recency. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Updates the byte size of an entry in place (evicting others if it grew past the budget). */
  resize(key: string, bytes: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (bytes > this.maxBytes) {
      this.delete(key);
      return;
    }
    this.totalBytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict(key);
  }

  private evict(keep?: string): void {
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      let oldest = this.entries.keys().next().value as string;
      if (oldest === keep && this.entries.size > 1) {
        const keys = this.entries.keys();
        keys.next();
        oldest = keys.next().value as string;
      } else if (oldest === keep) {
        return;
      }
      this.delete(oldest);
    }
  }

  /** Stores a value; one larger than the whole byte budget is not stored at all. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (bytes > this.maxBytes) return false;
    this.entries.set(key, { value, bytes });
    this.totalBytes += bytes;
    this.evict();
    return true;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }
}
