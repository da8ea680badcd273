import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { PASSWORD_HASH_OPTIONS } from '../apps/server/src/lib/passwords';
import { idleClassUsable, threadSchedulingSource } from '../apps/server/src/lib/thread-scheduling';
import { BENCH_PASSWORD, benchAccounts, percentile } from './accounts';

const COMPANY = { path: '/api/company/companyInfo', body: '{}' };
/** Company info arrives at a steady rate well under saturation, so its p95 shows contention, not its own queue. */
const COMPANY_RATE = 300;
const LOGIN_CONNECTIONS = 8;
/** Sign-ins run in alternate windows of this length... */
const WINDOW_MS = 2_000;
/** ...and a company answer counts only once a window has run this long (no ramp of either state). */
const SETTLE_MS = 400;

/**
 * Sign-ins from their own thread: LOGIN_CONNECTIONS keep-alive clients in a loop while switched
 * on, the accounts in turn. On the company client's thread, handling ~100 sign-in answers a second
 * delayed its own reading of the company answers, and that delay counted as the server's.
 */
const signInSource = `
const { parentPort, workerData: w } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: w.connections });
const url = new URL(w.url);
let on = false, running = 0, next = 0, ok = 0, failed = 0;
const signIn = () => new Promise((resolve) => {
  const body = JSON.stringify({ PHONE: w.phones[next++ % w.phones.length], PASSWORD: w.password });
  const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
    res.resume();
    res.on('end', () => { if (res.statusCode === 200) ok++; else failed++; resolve(); });
  });
  req.on('error', () => { failed++; resolve(); });
  req.end(body);
});
async function loop() { running++; while (on) await signIn(); running--; }
parentPort.on('message', (m) => {
  if (m === 'on') { on = true; while (running < w.connections) void loop(); }
  else if (m === 'off') on = false;
  else if (m === 'report') parentPort.postMessage({ ok, failed });
});`;

/**
 * The machine's floor for the target: argon2id with the server's parameters, hashing non-stop on
 * one thread of this process in the same scheduling class as the server's hashing threads, with no
 * request to the server at all. Whatever this does to company info, no server code can take away.
 */
const hashingSource = (argon2Path: string) => `${threadSchedulingSource}
const { parentPort, workerData: w } = require('node:worker_threads');
const argon2 = require(${JSON.stringify(argon2Path)});
let on = false, ok = 0;
const hashOne = () => { if (!on) return; argon2.hashSync(w.password, w.options); ok++; setImmediate(hashOne); };
parentPort.on('message', (m) => {
  if (m === 'on') { if (!on) { on = true; setImmediate(hashOne); } }
  else if (m === 'off') on = false;
  else if (m === 'report') parentPort.postMessage({ ok, failed: 0 });
});`;

/**
 * Company info from its own thread at an even pace: one request every 1000 / rate ms, each on a
 * free keep-alive socket (a new one if all are busy), timed from the moment it is written. The
 * benchmark first used autocannon's `overallRate`, which lets each connection send its quota for
 * the second back to back as soon as the second starts: 300 requests arrived in a burst of a few
 * tens of milliseconds, 10 at a time, and the p95 measured that burst's own queue, not a visitor's
 * wait. `late` counts sends more than 2 ms behind their slot, to show the pace held.
 */
const companySource = `
const { parentPort, workerData: w } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const url = new URL(w.url);
const now = () => performance.timeOrigin + performance.now();
const samples = [];
let late = 0, failed = 0, stopped = false;
const send = () => {
  const sentAt = now();
  const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(w.body) } }, (res) => {
    res.resume();
    res.on('end', () => { if (res.statusCode === 200) samples.push(sentAt, now() - sentAt); else failed++; });
  });
  req.on('error', () => failed++);
  req.end(w.body);
};
const interval = 1000 / w.rate;
let slot = now();
const tick = () => {
  if (stopped) return;
  const t = now();
  for (; slot <= t; slot += interval) { if (t - slot > 2) late++; send(); }
  setTimeout(tick, Math.max(0, slot - now()));
};
tick();
parentPort.on('message', (m) => {
  if (m === 'stop') { stopped = true; setTimeout(() => parentPort.postMessage({ samples: Float64Array.from(samples), late, failed }), 500); }
});`;

function startCompany(origin: string) {
  const worker = new Worker(companySource, {
    eval: true,
    workerData: { url: origin + COMPANY.path, body: COMPANY.body, rate: COMPANY_RATE },
  });
  return {
    /** Stops sending, waits for the answers in flight and returns them as { sentAt, ms } in epoch ms. */
    async finish() {
      const result = await new Promise<{ samples: Float64Array; late: number; failed: number }>((resolve) =>
        worker.once('message', resolve).postMessage('stop'),
      );
      await worker.terminate();
      const samples: { sentAt: number; ms: number }[] = [];
      for (let i = 0; i < result.samples.length; i += 2) samples.push({ sentAt: result.samples[i]!, ms: result.samples[i + 1]! });
      return { samples, late: result.late, failed: result.failed };
    },
  };
}

/** What runs in the "on" windows: sign-ins to the server, or only the hashing (the floor). */
export type LoginLoad = 'sign-ins' | 'hashing';

async function startLoad(origin: string, load: LoginLoad) {
  let worker: Worker;
  if (load === 'sign-ins') {
    const phones = (await benchAccounts(origin, '33990000', LOGIN_CONNECTIONS)).map((a) => a.phone);
    worker = new Worker(signInSource, {
      eval: true,
      workerData: { url: `${origin}/api/login`, connections: LOGIN_CONNECTIONS, phones, password: BENCH_PASSWORD },
    });
  } else {
    const argon2Path = createRequire(import.meta.url).resolve('@node-rs/argon2');
    worker = new Worker(hashingSource(argon2Path), {
      eval: true,
      workerData: { idleClass: idleClassUsable(), password: BENCH_PASSWORD, options: PASSWORD_HASH_OPTIONS },
    });
  }
  return {
    set: (on: boolean) => worker.postMessage(on ? 'on' : 'off'),
    async finish(): Promise<{ ok: number; failed: number }> {
      worker.postMessage('off');
      const counts = await new Promise<{ ok: number; failed: number }>((resolve) => worker.once('message', resolve).postMessage('report'));
      await worker.terminate();
      return counts;
    },
  };
}

/**
 * The identity issue's target: company-info p95 may rise at most 20% while sign-ins saturate the
 * password hashing. Company info runs at a steady rate for the whole run while sign-ins switch on
 * and off every WINDOW_MS; each company answer counts for the state it was sent in. Alternating
 * short windows give both states the same moments of this shared machine, whose speed drifts
 * within seconds: of two back-to-back 10-second runs with no sign-ins at all, the second came out
 * 36% faster to 9% slower than the first.
 * The run lasts 2 × rounds × seconds; blocks of whole off-on-on-off cycles, about `rounds` of
 * them, also give their own ratios, to show the spread.
 * With `load` 'hashing' the "on" windows run only hashingSource, no sign-in: the machine's floor.
 */
export async function measureLoginImpact(origin: string, seconds: number, rounds: number, load: LoginLoad = 'sign-ins') {
  const onLoad = await startLoad(origin, load);
  const windows = Math.max(2, Math.round((2 * rounds * seconds * 1000) / WINDOW_MS / 2) * 2);
  // [window start, window end, load on]; the first window only warms up.
  const schedule: { start: number; end: number; on: boolean }[] = [];
  const company = startCompany(origin);
  const now = () => performance.timeOrigin + performance.now();
  await sleep(WINDOW_MS);
  for (let i = 0; i < windows; i++) {
    // Off, on, on, off, off, on...: each state follows each state equally often.
    const on = i % 4 === 1 || i % 4 === 2;
    onLoad.set(on);
    const start = now();
    await sleep(WINDOW_MS);
    schedule.push({ start, end: now(), on });
  }
  const { ok, failed } = await onLoad.finish();
  const { samples, late, failed: companyFailures } = await company.finish();
  const onSeconds = schedule.filter((w) => w.on).reduce((s, w) => s + (w.end - w.start), 0) / 1000;

  const p95Of = (ws: typeof schedule) => {
    const inWindows = samples.filter((s) => ws.some((w) => s.sentAt >= w.start + SETTLE_MS && s.sentAt < w.end)).map((s) => s.ms);
    inWindows.sort((a, b) => a - b);
    return { p50: percentile(inWindows, 50), p95: percentile(inWindows, 95), count: inWindows.length };
  };
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const ratioOf = (ws: typeof schedule) => p95Of(ws.filter((w) => w.on)).p95 / p95Of(ws.filter((w) => !w.on)).p95;
  const perBlock = Math.floor(schedule.length / rounds / 4) * 4 || 4;
  const blocks: number[] = [];
  for (let i = 0; i + perBlock <= schedule.length; i += perBlock) blocks.push(round2(ratioOf(schedule.slice(i, i + perBlock))));
  const alone = p95Of(schedule.filter((w) => !w.on));
  const loaded = p95Of(schedule.filter((w) => w.on));
  return {
    load,
    companyRate: COMPANY_RATE,
    windowMs: WINDOW_MS,
    ...(load === 'sign-ins'
      ? { loginConnections: LOGIN_CONNECTIONS, loginRps: round2(ok / onSeconds), loginFailures: failed }
      : { hashesPerSecond: round2(ok / onSeconds) }),
    companyFailures,
    companySendsLate: late,
    companyP50AloneMs: round2(alone.p50),
    companyP50DuringLoginsMs: round2(loaded.p50),
    companyP95AloneMs: round2(alone.p95),
    companyP95DuringLoginsMs: round2(loaded.p95),
    companySamples: { alone: alone.count, duringLogins: loaded.count },
    p95Ratio: round2(loaded.p95 / alone.p95),
    blockRatios: blocks,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
