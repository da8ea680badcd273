/**
 * Small in-process cache for read-mostly payloads (company, themes, branches). A short TTL keeps
 * several instances close enough to the database without any cross-instance invalidation, and
 * concurrent misses share one load so a burst after expiry costs one query, not hundreds.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by clear(), so a load that started before a write cannot store stale data after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * A fresh entry comes back as is, not wrapped in a promise, so a hot path can answer in the
   * same tick (no microtask hops); a miss returns the (shared) load.
   */
  get(key: string, load: () => Promise<V>): V | Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expiresAt > this.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const settle = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    const promise: Promise<V> = load().then(
      (value) => {
        settle();
        if (this.ttlMs > 0 && generation === this.generation) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  /** The fresh value under `key`, if any, without loading it. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.expiresAt > this.now() ? hit.value : undefined;
  }

  /** Stores a value loaded elsewhere (e.g. several keys fetched in one query). */
  set(key: string, value: V): void {
    if (this.ttlMs > 0) this.store(key, value);
  }

  /** Call after a write (e.g. saving a theme) so this instance answers fresh data at once. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  private store(key: string, value: V): void {
    this.entries.delete(key);
    // Keys can come from the request (theme names, folders): bound the memory they can take.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}
