import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

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
 * Run on a worker thread itself: lowers it to HASHING_NICE (Linux nice is per thread) and, when
 * `idleClass`, puts it in the idle class. Returns the thread's id, or 0 when it stays in the
 * normal class.
 */
export function lowerThisThread(idleClass: boolean): number {
  try {
    setPriority(HASHING_NICE);
  } catch {
    // Not allowed here: the thread keeps the process's priority.
  }
  if (!idleClass) return 0;
  let tid = 0;
  try {
    tid = Number(readlinkSync('/proc/thread-self').split('/').pop()) || 0;
  } catch {
    return 0;
  }
  return tid && enterIdleClass(tid) ? tid : 0;
}

/** Puts thread `tid` in the idle class; synchronous, for the hashing thread to call before a hash. */
export function enterIdleClass(tid: number): boolean {
  try {
    execFileSync('chrt', ['--idle', '-p', '0', String(tid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * The same lowering as plain JavaScript for an evaluated worker: bench/login.ts's hashing thread
 * (its `login-floor` run) starts with it, so the benchmark's thread is scheduled exactly as the
 * server's. It defines `tid` (0 when the thread stays in the normal class) and `toIdle()`.
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
