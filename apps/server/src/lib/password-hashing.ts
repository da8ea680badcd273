import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { HashJob, HashReply, HashRequest, HashWorkerData } from './hash-worker';
import { startWorker } from './start-worker';
import { idleClassUsable, leaveIdleClass } from './thread-scheduling';

export type { HashJob } from './hash-worker';

interface Pending {
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface Running {
  pending: Pending;
  starvation: NodeJS.Timeout | undefined;
}

/** A worker's scheduling: its thread id (0: not in the idle class) and when it was last lifted out. */
interface ThreadClass {
  tid: number;
  idle: boolean;
  liftedAt: number;
}

export interface StarvationRescue {
  /** A hash still running after this long is starved (it takes ~15 ms on a free core). */
  starvedMs: number;
  /** A lifted thread stays in the normal class this long, so a busy machine is not re-tested per sign-in. */
  liftedForMs: number;
}

/**
 * A fixed pool of low-priority hashing threads (lib/hash-worker.ts) with a bounded queue. Each
 * thread waits in Linux's idle scheduling class where the process may lift it out again, and
 * otherwise at nice 10: it runs only on a core nothing else wants, and yields it the moment the
 * event loop, PostgreSQL or a client needs it, so sign-ins use the spare cycles without slowing
 * the catalogue and company calls (docs/decisions/007 and 013).
 */
export class PasswordHashingPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly busy = new Map<Worker, Running>();
  private readonly classes = new Map<Worker, ThreadClass>();
  private readonly idleClass = idleClassUsable();
  private started = 0;
  private sequence = 0;

  constructor(
    /** One fewer than the cores (at least one): a core stays for the event loop and the database. */
    private readonly size = Math.max(1, availableParallelism() - 1),
    private readonly maxQueued = 200,
    private readonly rescue: StarvationRescue = { starvedMs: 250, liftedForMs: 5_000 },
  ) {}

  /** Null when the queue is full (the caller answers "busy"), else the hash or the verdict. */
  run(job: HashJob): Promise<string | boolean> | null {
    if (this.idle.length === 0 && this.started >= this.size && this.queue.length >= this.maxQueued) return null;
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const pending = this.queue.shift()!;
      const reidle = this.shouldReturnToIdle(worker);
      this.busy.set(worker, { pending, starvation: this.watchStarvation(worker) });
      // A thread at work keeps the process alive: a start-up awaiting only its hashes (the demo
      // seed) would otherwise find the event loop empty, and 'beforeExit' would close the server.
      worker.ref();
      worker.postMessage({ id: ++this.sequence, job: pending.job, reidle } satisfies HashRequest);
    }
  }

  private shouldReturnToIdle(worker: Worker): boolean {
    const threadClass = this.classes.get(worker);
    if (!threadClass || threadClass.tid === 0 || threadClass.idle || Date.now() - threadClass.liftedAt < this.rescue.liftedForMs)
      return false;
    threadClass.idle = true;
    return true;
  }

  /**
   * The idle class can starve a hash while other work keeps every core busy (a browser, a batch
   * job): past `starvedMs` the thread is lifted back to the normal class at nice 10, where it
   * still gets about a tenth of a contended core.
   */
  private watchStarvation(worker: Worker): NodeJS.Timeout | undefined {
    const threadClass = this.classes.get(worker);
    if (!this.idleClass || (threadClass && !threadClass.idle)) return undefined;
    const timer = setTimeout(() => {
      const running = this.busy.get(worker);
      if (running?.starvation !== timer) return;
      // A new thread may not have said yet which class it is in: look again after the same wait.
      if (!this.classes.has(worker)) running.starvation = this.watchStarvation(worker);
      else this.liftOutOfIdle(this.classes.get(worker)!);
    }, this.rescue.starvedMs);
    timer.unref();
    return timer;
  }

  private liftOutOfIdle(threadClass: ThreadClass): void {
    if (!threadClass.idle) return;
    threadClass.idle = false;
    threadClass.liftedAt = Date.now();
    void leaveIdleClass(threadClass.tid);
  }

  private settle(worker: Worker): Pending | undefined {
    worker.unref();
    const running = this.busy.get(worker);
    this.busy.delete(worker);
    clearTimeout(running?.starvation);
    return running?.pending;
  }

  private spawn(): Worker {
    this.started++;
    const worker = startWorker(new URL('./hash-worker.ts', import.meta.url), {
      workerData: { idleClass: this.idleClass } satisfies HashWorkerData,
    });
    // Idle hashing threads must not keep a finished process (or a test run) alive; busy ones do.
    worker.unref();
    worker.on('message', (message: HashReply) => {
      if ('tid' in message) {
        this.classes.set(worker, { tid: message.tid, idle: message.tid > 0, liftedAt: 0 });
        return;
      }
      const pending = this.settle(worker);
      if ('error' in message) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result);
      this.idle.push(worker);
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.settle(worker)?.reject(error);
      this.classes.delete(worker);
      this.started--;
      this.dispatch();
    });
    return worker;
  }
}
