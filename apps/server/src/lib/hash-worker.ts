// A password-hashing thread of lib/password-hashing.ts (started with lib/start-worker.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { hashSync, verifySync, type Options } from '@node-rs/argon2';
import { enterIdleClass, lowerThisThread } from './thread-scheduling';

export type HashJob = { op: 'hash'; password: string; options: object } | { op: 'verify'; password: string; hash: string };
export type HashWorkerData = { idleClass: boolean };
/** From the pool: a job, and whether to go back to the idle class before it. */
export type HashRequest = { id: number; job: HashJob; reidle: boolean };
/** To the pool: the thread id once at start (0: not in the idle class), then each job's answer. */
export type HashReply = { tid: number } | { id: number; result: string | boolean } | { id: number; error: string };

const port = parentPort!;
// Each thread waits in Linux's idle scheduling class where the process may lift it out again,
// and otherwise at nice 10, then hashes synchronously (docs/decisions/007 and 013).
const tid = lowerThisThread((workerData as HashWorkerData).idleClass);
port.postMessage({ tid } satisfies HashReply);

port.on('message', ({ id, job, reidle }: HashRequest) => {
  if (reidle) enterIdleClass(tid);
  let reply: HashReply;
  try {
    const result = job.op === 'hash' ? hashSync(job.password, job.options as Options) : verifySync(job.hash, job.password);
    reply = { id, result };
  } catch (error) {
    reply = { id, error: error instanceof Error && error.message ? error.message : String(error) };
  }
  port.postMessage(reply);
});
