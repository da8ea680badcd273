import autocannon from 'autocannon';
import { solveChallenge } from '../apps/server/src/modules/auth/antibot';
import { median } from './api';

const COMPANY = { path: '/api/company/companyInfo', body: '{}' };
/** Company info arrives at a steady rate well under saturation, so its p95 shows contention, not its own queue. */
const COMPANY_RATE = 300;
const LOGIN_CONNECTIONS = 8;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

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

const BENCH_PASSWORD = 'Banco-De-Pruebas-2026';

async function post<T>(origin: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json()) as T & { ok: boolean; errors?: string };
  if (!json.ok) throw new Error(`${path}: ${json.errors ?? res.status}`);
  return json;
}

/**
 * One account per login connection, registered the way the web app does it (proof of work, SMS
 * from the demo outbox, code, /login/new), so concurrent sign-ins of one phone do not trip its
 * guessing throttle (which counts tries in flight) and every login is a real, successful one.
 */
async function registerBenchAccounts(origin: string, count: number): Promise<string[]> {
  const phones: string[] = [];
  for (let i = 1; i <= count; i++) {
    const PHONE = `33990000${String(i).padStart(2, '0')}`;
    phones.push(PHONE);
    // A database kept from an earlier run (DATABASE_URL) already has the account.
    const existing = await fetch(`${origin}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ PHONE, PASSWORD: BENCH_PASSWORD }) });
    if (existing.ok) continue;
    const { CHALLENGE, DIFFICULTY } = await post<{ CHALLENGE: string; DIFFICULTY: number }>(origin, '/api/auth/sms/challenge', {});
    await post(origin, '/api/auth/sms/send', { PHONE, PURPOSE: 'register', CAPTCHA: { CHALLENGE, NONCE: solveChallenge(CHALLENGE, DIFFICULTY) } });
    const outbox = (await (await fetch(`${origin}/api/dev/sms-outbox?PHONE=${PHONE}`)).json()) as { messages: { CODE: string }[] };
    const { FIREBASE_UID } = await post<{ FIREBASE_UID: string }>(origin, '/api/auth/sms/verify', { PHONE, PURPOSE: 'register', CODE: outbox.messages[0]?.CODE });
    await post(origin, '/api/login/new', { NAME: `Cuenta de prueba ${i}`, PHONE, PASSWORD: BENCH_PASSWORD, FIREBASE_UID });
  }
  return phones;
}

/** Successful sign-ins per second, LOGIN_CONNECTIONS clients non-stop, the accounts in turn. */
function saturateLogins(origin: string, seconds: number, phones: string[]) {
  let next = 0;
  return autocannon({
    url: `${origin}/api/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: LOGIN_CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ PHONE: phones[next++ % phones.length], PASSWORD: BENCH_PASSWORD }) }),
      },
    ],
  });
}

/**
 * The identity issue's target: company-info p95 may rise at most 20% while sign-ins saturate the
 * password hashing. Each round measures p95 alone, then p95 while logins run, back to back.
 */
export async function measureLoginImpact(origin: string, seconds: number, rounds: number) {
  const phones = await registerBenchAccounts(origin, LOGIN_CONNECTIONS);
  await companyP95(origin, 1); // warm-up
  const alone: number[] = [];
  const loaded: number[] = [];
  const loginRps: number[] = [];
  let loginFailures = 0;
  for (let i = 0; i < rounds; i++) {
    alone.push(await companyP95(origin, seconds));
    const [p95, logins] = await Promise.all([companyP95(origin, seconds), saturateLogins(origin, seconds, phones)]);
    loaded.push(p95);
    loginRps.push(logins.requests.average);
    loginFailures += logins.non2xx + logins.errors;
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
