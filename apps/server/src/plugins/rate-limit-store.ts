/** RATE_LIMIT_MAX calls per client in this window. */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/** Distinct clients counted at once in memory; past it the oldest window is dropped. */
const MAX_MEMORY_KEYS = 20_000;

/**
 * Counts one call of `key` and reports how many it has made in the current window and the
 * milliseconds until that window ends. The in-memory store calls back synchronously, so the hook
 * costs no promise and no extra tick; Redis calls back when its answer arrives.
 */
export interface RateLimitStore {
  hit(key: string, callback: RateLimitCallback): void;
}

export type RateLimitCallback = (error: Error | null, count: number, resetMs: number) => void;

/**
 * Fixed window per client, starting at its first call (the semantics @fastify/rate-limit's local
 * store had). Windows all last the same, so the Map's insertion order is the order they end in:
 * expired ones are always at the front, and making room never scans live entries.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = MAX_MEMORY_KEYS,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string, callback: (error: Error | null, count: number, resetMs: number) => void): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      if (window === undefined) this.makeRoom(now);
      else this.windows.delete(key); // re-inserted below, at the end of the order
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    callback(null, window.count, window.endsAt - now);
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt > now && this.windows.size < this.maxKeys) return;
      this.windows.delete(key);
    }
  }
}

/**
 * The shared store (Redis) while it answers, this instance's own memory while it does not: an
 * outage costs the limit's reach across instances, never a request's time or the limit itself.
 * `isSharedUp` answers without a round trip (the client's connection state), so calls during an
 * outage do not wait for Redis at all; `onSwitch` hears each change of store once.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private usingLocal = false;

  constructor(
    private readonly shared: RateLimitStore,
    private readonly local: RateLimitStore,
    private readonly isSharedUp: () => boolean,
    private readonly onSwitch: (usingLocal: boolean, error?: Error) => void,
  ) {}

  hit(key: string, callback: RateLimitCallback): void {
    if (!this.isSharedUp()) {
      this.use(true);
      return this.local.hit(key, callback);
    }
    this.shared.hit(key, (error, count, resetMs) => {
      if (!error) {
        this.use(false);
        return callback(null, count, resetMs);
      }
      this.use(true, error);
      this.local.hit(key, callback);
    });
  }

  private use(local: boolean, error?: Error): void {
    if (local === this.usingLocal) return;
    this.usingLocal = local;
    this.onSwitch(local, error);
  }
}
