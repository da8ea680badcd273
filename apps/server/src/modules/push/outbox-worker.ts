import type { ClaimedPush, PushRepository } from './repository';
import type { PushOptions, SendPush } from './send-push';

export interface OutboxWorkerOptions {
  /** How often the outbox is read when nothing woke the worker (other instances' rows, retries). */
  pollMs: number;
  /** How long a claimed row stays this worker's; past it, any worker may send it again. */
  leaseMs: number;
  batchSize: number;
  concurrency: number;
  /** First retry after this long, doubling up to maxRetryDelayMs. */
  retryBaseMs: number;
  maxRetryDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_WORKER_OPTIONS: OutboxWorkerOptions = {
  pollMs: 1_000,
  leaseMs: 60_000,
  batchSize: 200,
  concurrency: 64,
  retryBaseMs: 1_000,
  maxRetryDelayMs: 10 * 60_000,
  maxAttempts: 12,
};

export interface OutboxWorkerDeps {
  repo: PushRepository;
  send: SendPush;
  /** The orders of these IDs still pending (the orders module answers; reminders stop once not). */
  stillPending: (orderIds: number[]) => Promise<Set<number>>;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  options?: Partial<OutboxWorkerOptions>;
}

/**
 * Delivers the push outbox: claims due rows, sends each through the push service and deletes it
 * once accepted. 404/410 mean the device unsubscribed: its subscription goes, with its rows, as
 * does one whose endpoint the endpoint rules now refuse (its host resolves inside the network).
 * 429, 5xx and network failures retry with exponential backoff and jitter; other refusals are
 * dropped (the request itself is wrong and would fail again).
 */
export function createOutboxWorker(deps: OutboxWorkerDeps) {
  const o = { ...DEFAULT_WORKER_OPTIONS, ...deps.options };
  const { repo, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  let poll: NodeJS.Timeout | undefined;

  const deliverBatch = createBatchDelivery(deps, o);

  async function drain(): Promise<void> {
    do {
      again = false;
      for (
        let rows = await repo.claim(o.batchSize, o.leaseMs);
        rows.length > 0 && !stopped;
        rows = await repo.claim(o.batchSize, o.leaseMs)
      ) {
        await deliverBatch(rows);
      }
    } while (again && !stopped);
  }

  /** Runs a drain now, or once more after the one in progress. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'push outbox drain failed'))
      .finally(() => (running = null));
  }

  return {
    wake,
    start(): void {
      if (!stopped) return;
      stopped = false;
      poll = setInterval(wake, o.pollMs);
      poll.unref();
      wake();
    },
    /** Stops claiming; rows of a batch in flight finish (or their lease runs out). */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(poll);
      await running;
    },
    /** Tests and benchmarks: resolves once nothing due is left to claim. */
    async idle(): Promise<void> {
      while (running) await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

/** Sends one claimed batch: reminders of orders no longer pending are dropped unsent. */
function createBatchDelivery(deps: OutboxWorkerDeps, o: OutboxWorkerOptions) {
  const { repo, log } = deps;
  const retryDelay = (attempts: number) => {
    const base = Math.min(o.retryBaseMs * 2 ** Math.max(0, attempts - 1), o.maxRetryDelayMs);
    return Math.round(base * (1 + Math.random() * 0.2));
  };

  async function deliverOne(row: ClaimedPush, done: number[]): Promise<void> {
    const options: PushOptions = { ttlSeconds: row.ttlSeconds, urgency: row.urgency as PushOptions['urgency'] };
    const { status, refused } = await deps.send(row, JSON.stringify(row.payload), options);
    if (refused) {
      log.warn({ outboxId: row.id, subscriptionId: row.subscriptionId }, 'push endpoint refused: subscription removed');
      await repo.removeSubscription(row.subscriptionId);
    } else if (status >= 200 && status < 300) {
      if (row.repeatEverySeconds && row.repeatsLeft > 0) await repo.rearm(row.id, row.repeatEverySeconds);
      else done.push(row.id);
    } else if (status === 404 || status === 410) {
      await repo.removeSubscription(row.subscriptionId);
    } else if ((status === 0 || status === 429 || status >= 500) && row.attempts < o.maxAttempts) {
      await repo.retryLater(row.id, retryDelay(row.attempts));
    } else {
      log.warn({ status, outboxId: row.id, attempts: row.attempts }, 'push dropped');
      done.push(row.id);
    }
  }

  async function deliverBatch(rows: ClaimedPush[]): Promise<void> {
    const done: number[] = [];
    const reminderOrders = [...new Set(rows.filter((r) => r.repeatEverySeconds && r.orderId !== null).map((r) => r.orderId as number))];
    const pending = reminderOrders.length > 0 ? await deps.stillPending(reminderOrders) : new Set<number>();
    const queue = rows.filter((r) => {
      const isStale = r.repeatEverySeconds !== null && r.orderId !== null && !pending.has(r.orderId);
      if (isStale) done.push(r.id);
      return !isStale;
    });
    const workers = Array.from({ length: Math.min(o.concurrency, queue.length) }, async () => {
      for (let row = queue.shift(); row; row = queue.shift()) await deliverOne(row, done);
    });
    await Promise.all(workers);
    await repo.delivered(done);
  }

  return deliverBatch;
}
