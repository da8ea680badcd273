import { io as connect, type Socket } from 'socket.io-client';
import { todayInMexico } from '@mostrador/shared/format/date';
import { DAY_SUMMARY_REREAD_MS } from '@mostrador/shared/constants/limits';
import { median } from './api';
import { percentile } from './accounts';
import { branchSession, pickEmail, PICK_BRANCHES, seedPickOrders, type PickProduct } from './pick-seed';

// Issue 33: a scan's answer p95 ≤ 50 ms with 20 branches picking at once (PostgreSQL). Each of
// PICK_BRANCHES clients scans its own branch's «Surtiendo» order, one code after another, with
// its branch's token; the baselines run with the same 20 clients, tokens and orders in the same
// round: the pick list (a plain read of the same order through the same session checks) and
// /api/health (the HTTP floor). Then the same scans with 2 monitors per branch, each reading the
// all-day summary after PICK_UPDATED of its branch, at most once per 2 s, as the web monitor does.

const MONITORS_PER_BRANCH = 2;
const round1 = (x: number) => Math.round(x * 10) / 10;

type Session = { token: string; branchToken: string };
type Timed = { latencies: number[]; failed: number; statuses: Record<number, number> };

/**
 * `clients` loops calling `call(client, i)` for `seconds`: back to back (the most the app answers),
 * or with `everyMs`, each client's calls on a schedule of one per `everyMs` (a person scanning;
 * the clients start spread over the first interval; a late answer makes the next call go at once).
 * The 200s' latencies, the rest counted.
 */
async function drive(
  clients: number,
  seconds: number,
  call: (client: number, i: number) => Promise<Response>,
  everyMs = 0,
): Promise<Timed> {
  const result: Timed = { latencies: [], failed: 0, statuses: {} };
  const start = performance.now();
  const deadline = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const due = start + (everyMs * client) / clients + everyMs * i;
        if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        if (performance.now() >= deadline) break;
        const t0 = performance.now();
        const res = await call(client, i);
        await res.arrayBuffer();
        if (res.status === 200) result.latencies.push(performance.now() - t0);
        else {
          result.failed++;
          result.statuses[res.status] = (result.statuses[res.status] ?? 0) + 1;
        }
      }
    }),
  );
  result.latencies.sort((a, b) => a - b);
  return result;
}

const postJson = (origin: string, path: string, body: unknown) =>
  fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function summary(t: Timed, seconds: number) {
  return {
    requests: t.latencies.length,
    rps: Math.round(t.latencies.length / seconds),
    p50Ms: round1(percentile(t.latencies, 50)),
    p95Ms: round1(percentile(t.latencies, 95)),
    p99Ms: round1(percentile(t.latencies, 99)),
    non200: t.failed,
    ...(t.failed ? { statuses: t.statuses } : {}),
  };
}

/** Monitors in each branch's room that read the all-day summary again after PICK_UPDATED, as the web does; their reads are timed too. */
async function openMonitors(origin: string, sessions: Session[]) {
  const sockets: Socket[] = [];
  const reads: Timed = { latencies: [], failed: 0, statuses: {} };
  const day = todayInMexico();
  for (const session of sessions) {
    for (let m = 0; m < MONITORS_PER_BRANCH; m++) {
      const socket = connect(origin, { transports: ['websocket'], reconnection: false, auth: { token: session.token } });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect_error', reject);
        socket.once('connect', () =>
          socket.emit('connect_branch', { branch_token: session.branchToken }, (ack: { ok: boolean }) =>
            ack.ok ? resolve() : reject(new Error('connect_branch refused')),
          ),
        );
      });
      // As the web monitor does (live-socket.ts): one re-read per window, after its last scan.
      let pending = false;
      socket.on('PICK_UPDATED', () => {
        if (pending) return;
        pending = true;
        setTimeout(() => void reread(), DAY_SUMMARY_REREAD_MS);
      });
      const reread = () => {
        pending = false;
        const t0 = performance.now();
        void postJson(origin, '/api/orders/pickDaySummary', { ...session, DATE: day })
          .then(async (res) => {
            await res.arrayBuffer();
            if (res.status === 200) reads.latencies.push(performance.now() - t0);
            else reads.failed++;
          })
          .catch(() => reads.failed++);
      };
      sockets.push(socket);
    }
  }
  return { reads, close: () => sockets.forEach((s) => s.disconnect()) };
}

/** One measurement's scans: a fresh order per branch (so no line runs out), every client cycling through its order's codes. */
async function scans(origin: string, sessions: Session[], seconds: number, everyMs: number) {
  const { products, orders } = await seedPickOrders(sessions.length);
  const codes = products.map((p: PickProduct) => p.barcode);
  const call = (c: number, i: number) =>
    postJson(origin, '/api/orders/pickScan', { ...sessions[c], ORDER_ID: orders[c]!.orderId, CODE: codes[i % codes.length] });
  return drive(sessions.length, seconds, call, everyMs);
}

/**
 * The scan benchmark (needs DATABASE_URL: the app under test and this process share that
 * PostgreSQL database). Each round, with PICK_BRANCHES clients: scans at a person's pace
 * (BENCH_SCAN_EVERY_MS, default 500: two a second per branch), the pick list and /api/health at
 * the same pace, the scans again with the monitors, and the scans and the pick list back to back
 * (the most the app answers on this machine).
 */
export async function measurePickScan(origin: string, seconds: number, rounds: number) {
  if (!process.env.DATABASE_URL) throw new Error('--only pick-scan mide en PostgreSQL: pasa DATABASE_URL');
  const everyMs = Number(process.env.BENCH_SCAN_EVERY_MS ?? 500);
  const { orders } = await seedPickOrders();
  const sessions: Session[] = [];
  for (let n = 1; n <= PICK_BRANCHES; n++) sessions.push(await branchSession(origin, pickEmail(n)));
  const list = (c: number) => postJson(origin, '/api/orders/pickList', { ...sessions[c], ORDER_ID: orders[c]!.orderId });
  const health = () => fetch(`${origin}/api/health`);
  await drive(PICK_BRANCHES, 1, list); // warm-up
  await scans(origin, sessions, 1, 0);
  const runs: Record<
    'scan' | 'pickList' | 'health' | 'scanWithMonitors' | 'summaryReads' | 'scanSaturated' | 'pickListSaturated',
    Timed[]
  > = {
    scan: [],
    pickList: [],
    health: [],
    scanWithMonitors: [],
    summaryReads: [],
    scanSaturated: [],
    pickListSaturated: [],
  };
  for (let r = 0; r < rounds; r++) {
    runs.scan.push(await scans(origin, sessions, seconds, everyMs));
    runs.pickList.push(await drive(PICK_BRANCHES, seconds, list, everyMs));
    runs.health.push(await drive(PICK_BRANCHES, seconds, health, everyMs));
    const monitors = await openMonitors(origin, sessions);
    runs.scanWithMonitors.push(await scans(origin, sessions, seconds, everyMs));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the last PICK_UPDATED's reads come back
    monitors.close();
    monitors.reads.latencies.sort((a, b) => a - b);
    runs.summaryReads.push(monitors.reads);
    runs.scanSaturated.push(await scans(origin, sessions, seconds, 0));
    runs.pickListSaturated.push(await drive(PICK_BRANCHES, seconds, list));
  }
  const p95 = (key: keyof typeof runs) => runs[key].map((t) => percentile(t.latencies, 95));
  const ratio = (a: number[], b: number[]) => Math.round(median(a.map((x, i) => x / b[i]!)) * 100) / 100;
  return {
    engine: 'postgres',
    clients: PICK_BRANCHES,
    scanEveryMs: everyMs,
    monitorsPerBranch: MONITORS_PER_BRANCH,
    scanP95Ms: round1(median(p95('scan'))),
    scanWithMonitorsP95Ms: round1(median(p95('scanWithMonitors'))),
    pickListP95Ms: round1(median(p95('pickList'))),
    healthP95Ms: round1(median(p95('health'))),
    scanP95VsPickListP95: ratio(p95('scan'), p95('pickList')),
    scanP95VsHealthP95: ratio(p95('scan'), p95('health')),
    withMonitorsVsWithout: ratio(p95('scanWithMonitors'), p95('scan')),
    rounds: Object.fromEntries(Object.entries(runs).map(([key, list]) => [key, list.map((t) => summary(t, seconds))])),
  };
}
