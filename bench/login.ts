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
