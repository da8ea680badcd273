import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { BENCH_PASSWORD, benchAccounts, percentile } from './accounts';
import { median } from './api';

const COMPANY = { path: '/api/company/companyInfo', body: '{}' };
/** Company info arrives at a steady rate well under saturation, so its p95 shows contention, not its own queue. */
const COMPANY_RATE = 300;
const LOGIN_CONNECTIONS = 8;

/** p95 latency (ms) of companyInfo at a fixed request rate, from every response's own time. */
async function companyP95(origin: string, seconds: number): Promise<number> {
  const latencies: number[] = [];
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin + COMPANY.path,
        method: 'POST',
        body: COMPANY.body,
        headers: { 'content-type': 'application/json' },
        connections: 10,
        overallRate: COMPANY_RATE,
        duration: seconds,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  return percentile(latencies.sort((a, b) => a - b), 95);
}

/**
 * Sign-ins from their own thread: LOGIN_CONNECTIONS clients non-stop, the accounts in turn. On
 * the company client's thread, handling ~100 sign-in answers a second delayed its own reading of
 * the company answers, and that delay counted as the server's.
 */
function saturateLogins(origin: string, seconds: number, phones: string[]): Promise<{ rps: number; failures: number }> {
  const source = `
    const { parentPort, workerData: w } = require('node:worker_threads');
    const autocannon = require(${JSON.stringify(createRequire(import.meta.url).resolve('autocannon'))});
    let next = 0;
    autocannon({
      url: w.url, method: 'POST', headers: { 'content-type': 'application/json' }, connections: w.connections, duration: w.seconds,
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ PHONE: w.phones[next++ % w.phones.length], PASSWORD: w.password }) }) }],
    // In a worker thread autocannon answers with encoded histograms: count the 2xx answers instead.
    }, (error, r) => parentPort.postMessage(error ? { error: String(error) } : { rps: r['2xx'] / w.seconds, failures: r.non2xx + r.errors }));`;
  const worker = new Worker(source, { eval: true, workerData: { url: `${origin}/api/login`, connections: LOGIN_CONNECTIONS, seconds, phones, password: BENCH_PASSWORD } });
  return new Promise((resolve, reject) => {
    worker.once('message', (m: { rps: number; failures: number; error?: string }) => {
      void worker.terminate();
      if (m.error) reject(new Error(m.error));
      else resolve(m);
    });
    worker.once('error', reject);
  });
}

/**
 * The identity issue's target: company-info p95 may rise at most 20% while sign-ins saturate the
 * password hashing. Each round measures p95 alone, then p95 while logins run, back to back.
 */
export async function measureLoginImpact(origin: string, seconds: number, rounds: number) {
  const phones = (await benchAccounts(origin, '33990000', LOGIN_CONNECTIONS)).map((a) => a.phone);
  await companyP95(origin, 1); // warm-up
  const alone: number[] = [];
  const loaded: number[] = [];
  const loginRps: number[] = [];
  let loginFailures = 0;
  for (let i = 0; i < rounds; i++) {
    alone.push(await companyP95(origin, seconds));
    const [p95, logins] = await Promise.all([companyP95(origin, seconds), saturateLogins(origin, seconds, phones)]);
    loaded.push(p95);
    loginRps.push(logins.rps);
    loginFailures += logins.failures;
  }
  const ratios = loaded.map((l, i) => l / alone[i]!);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    companyRate: COMPANY_RATE,
    loginConnections: LOGIN_CONNECTIONS,
    loginRps: round2(median(loginRps)),
    loginFailures,
    companyP95AloneMs: median(alone),
    companyP95DuringLoginsMs: median(loaded),
    p95Ratio: round2(median(ratios)),
    roundRatios: ratios.map(round2),
  };
}
