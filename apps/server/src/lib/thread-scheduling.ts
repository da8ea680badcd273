import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The nice value hashing threads run at whenever they are in the normal scheduling class. */
export const HASHING_NICE = 10;
const CAP_SYS_NICE = 23n;

/**
 * Whether threads may wait in Linux's idle scheduling class (SCHED_IDLE): only where this process
 * may also bring a starved thread back to the normal class, which the kernel allows with
 * CAP_SYS_NICE or an RLIMIT_NICE that reaches the thread's nice value. Elsewhere hashing threads
 * stay in the normal class at HASHING_NICE.
 */
export function idleClassUsable(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const capabilities = BigInt('0x' + /^CapEff:\s*([0-9a-f]+)/m.exec(readFileSync('/proc/self/status', 'utf8'))![1]);
    if ((capabilities >> CAP_SYS_NICE) & 1n) return true;
    const niceLimit = Number(/^Max nice priority\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 0);
    return niceLimit >= 20 - HASHING_NICE;
  } catch {
    return false;
  }
}

/** Moves thread `tid` of this process back to the normal class (at its own nice value). */
export function leaveIdleClass(tid: number): Promise<boolean> {
  return new Promise((resolve) => execFile('chrt', ['--other', '-p', '0', String(tid)], (error) => resolve(!error)));
}

/**
 * Source for a worker thread: lowers the thread to HASHING_NICE and, when `workerData.idleClass`,
 * puts it in the idle class; `toIdle()` does that again later. `tid` is 0 when the thread stays in
 * the normal class.
 */
export const threadSchedulingSource = `
const { workerData } = require('node:worker_threads');
try { require('node:os').setPriority(${HASHING_NICE}); } catch {}
let tid = 0;
const toIdle = () => {
  try { require('node:child_process').execFileSync('chrt', ['--idle', '-p', '0', String(tid)], { stdio: 'ignore' }); return true; }
  catch { return false; }
};
if (workerData && workerData.idleClass) {
  try { tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()) || 0; } catch {}
  if (tid && !toIdle()) tid = 0;
}`;
