import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
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

function startSignIns(origin: string, phones: string[]) {
  const worker = new Worker(signInSource, { eval: true, workerData: { url: `${origin}/api/login`, connections: LOGIN_CONNECTIONS, phones, password: BENCH_PASSWORD } });
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
 */
export async function measureLoginImpact(origin: string, seconds: number, rounds: number) {
  const phones = (await benchAccounts(origin, '33990000', LOGIN_CONNECTIONS)).map((a) => a.phone);
  const signIns = startSignIns(origin, phones);
  const windows = Math.max(2, Math.round((2 * rounds * seconds * 1000) / WINDOW_MS / 2) * 2);
  // [window start, window end, sign-ins on]; the first window only warms up.
  const schedule: { start: number; end: number; on: boolean }[] = [];
  const samples: { sentAt: number; ms: number }[] = [];
  let companyDone!: () => void;
  const companyFinished = new Promise<void>((resolve) => (companyDone = resolve));
  const company = autocannon({
    url: origin + COMPANY.path,
    method: 'POST',
    body: COMPANY.body,
    headers: { 'content-type': 'application/json' },
    connections: 10,
    overallRate: COMPANY_RATE,
    duration: (windows + 1) * (WINDOW_MS / 1000) + 1,
  }, () => companyDone());
  company.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) samples.push({ sentAt: performance.now() - responseTime, ms: responseTime });
  });
  await sleep(WINDOW_MS);
  for (let i = 0; i < windows; i++) {
    // Off, on, on, off, off, on...: each state follows each state equally often.
    const on = i % 4 === 1 || i % 4 === 2;
    signIns.set(on);
    const start = performance.now();
    await sleep(WINDOW_MS);
    schedule.push({ start, end: performance.now(), on });
  }
  const { ok, failed } = await signIns.finish();
  company.stop();
  await companyFinished;
  const onSeconds = schedule.filter((w) => w.on).reduce((s, w) => s + (w.end - w.start), 0) / 1000;

  const p95Of = (ws: typeof schedule) => {
    const inWindows = samples.filter((s) => ws.some((w) => s.sentAt >= w.start + SETTLE_MS && s.sentAt < w.end)).map((s) => s.ms);
    return { p95: percentile(inWindows.sort((a, b) => a - b), 95), count: inWindows.length };
  };
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const ratioOf = (ws: typeof schedule) => p95Of(ws.filter((w) => w.on)).p95 / p95Of(ws.filter((w) => !w.on)).p95;
  const perBlock = Math.floor(schedule.length / rounds / 4) * 4 || 4;
  const blocks: number[] = [];
  for (let i = 0; i + perBlock <= schedule.length; i += perBlock) blocks.push(round2(ratioOf(schedule.slice(i, i + perBlock))));
  const alone = p95Of(schedule.filter((w) => !w.on));
  const loaded = p95Of(schedule.filter((w) => w.on));
  return {
    companyRate: COMPANY_RATE,
    loginConnections: LOGIN_CONNECTIONS,
    windowMs: WINDOW_MS,
    loginRps: round2(ok / onSeconds),
    loginFailures: failed,
    companyP95AloneMs: round2(alone.p95),
    companyP95DuringLoginsMs: round2(loaded.p95),
    companySamples: { alone: alone.count, duringLogins: loaded.count },
    p95Ratio: round2(loaded.p95 / alone.p95),
    blockRatios: blocks,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
