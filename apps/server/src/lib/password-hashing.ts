import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export type HashJob = { op: 'hash'; password: string; options: object } | { op: 'verify'; password: string; hash: string };

/**
 * Each worker lowers its own thread's scheduling priority (on Linux nice is per thread), then
 * hashes synchronously. The kernel then favours the event loop (nice 0, weight 1024) over the
 * hashes (nice 10, weight 110): sign-ins use the idle cycles without slowing the catalogue and
 * company calls, yet still get about a tenth of a busy core, so they are never starved
 * (docs/decisions/007; nice 19 left a sign-in waiting seconds on a machine busy elsewhere).
 */
const workerSource = (argon2Path: string) => `
const { parentPort } = require('node:worker_threads');
const argon2 = require(${JSON.stringify(argon2Path)});
try { require('node:os').setPriority(10); } catch {}
parentPort.on('message', ({ id, job }) => {
  try {
    const result = job.op === 'hash' ? argon2.hashSync(job.password, job.options) : argon2.verifySync(job.hash, job.password);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

interface Pending {
  job: HashJob;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** A fixed pool of low-priority hashing threads with a bounded queue. */
export class PasswordHashingPool {
  private readonly idle: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly busy = new Map<Worker, Pending>();
  private readonly source: string;
  private started = 0;
  private sequence = 0;

  constructor(
    /** One fewer than the cores (at least one): a core stays for the event loop and the database. */
    private readonly size = Math.max(1, availableParallelism() - 1),
    private readonly maxQueued = 200,
  ) {
    this.source = workerSource(createRequire(import.meta.url).resolve('@node-rs/argon2'));
  }

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
      this.busy.set(worker, pending);
      worker.postMessage({ id: ++this.sequence, job: pending.job });
    }
  }

  private spawn(): Worker {
    this.started++;
    const worker = new Worker(this.source, { eval: true });
    // Idle hashing threads must not keep a finished process (or a test run) alive.
    worker.unref();
    worker.on('message', (message: { result?: string | boolean; error?: string }) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (message.error !== undefined) pending?.reject(new Error(message.error));
      else pending?.resolve(message.result!);
      this.idle.push(worker);
      this.dispatch();
    });
    worker.on('error', (error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
      this.started--;
      this.dispatch();
    });
    return worker;
  }
}
