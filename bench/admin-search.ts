import autocannon from 'autocannon';
import { median } from './api';
import { startAndWait, stop } from './processes';
import { percentile, post } from './accounts';

const CONNECTIONS = 10;
const round1 = (x: number) => Math.round(x * 10) / 10;

/**
 * What a support desk types: full and partial phones, surnames, a first name and a surname,
 * e-mail starts, with and without accents. Against `seed:bulk -- --accounts 200000`.
 */
export const ACCOUNT_QUERIES = [
  '7700123456',
  '770045',
  '77 0099 12',
  'hernández lópez',
  'gonzalez ruiz',
  'maria hern',
  'ximena díaz',
  'oscar.torres',
  'iñiguez aguilar',
  'ramon mendoza reyes',
  'valeria gutierrez',
  'guadalupe cruz flores',
];

/** The demo admin's session on the running app. */
export async function adminToken(origin: string): Promise<string> {
  return (await post<{ token: string }>(origin, '/api/login', { PHONE: '3300000001', PASSWORD: 'Admin#2026' })).token;
}

/** Account search p50/p95 and throughput with 10 clients cycling through the queries above. */
export async function measureAccountSearch(origin: string, token: string, seconds: number) {
  const latencies: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/admin/users/search`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          { setupRequest: (req) => ({ ...req, body: JSON.stringify({ token, QUERY: ACCOUNT_QUERIES[n++ % ACCOUNT_QUERIES.length] }) }) },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections: CONNECTIONS,
    rps: Math.round(result.requests.average),
    p50Ms: round1(percentile(latencies, 50)),
    p95Ms: round1(percentile(latencies, 95)),
    non2xx: result.non2xx,
  };
}

/** The app and the bare route in alternating rounds, so each ratio shares the machine's load at that moment. */
export async function compareAccountSearch(app: string, bare: string, rounds: number, seconds: number) {
  const token = await adminToken(app);
  const baseline = await startAndWait('npx', ['tsx', 'bench/bare-accounts-server.ts'], { PORT: new URL(bare).port }, `${bare}/api/ready`);
  const appRuns: Awaited<ReturnType<typeof measureAccountSearch>>[] = [];
  const bareRuns: typeof appRuns = [];
  await measureAccountSearch(app, token, 1); // warm-up
  await measureAccountSearch(bare, token, 1);
  for (let i = 0; i < rounds; i++) {
    appRuns.push(await measureAccountSearch(app, token, seconds));
    bareRuns.push(await measureAccountSearch(bare, token, seconds));
  }
  await stop(baseline.child);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const ratios = appRuns.map((a, i) => a.rps / bareRuns[i]!.rps);
  return {
    appRps: median(appRuns.map((a) => a.rps)),
    bareRps: median(bareRuns.map((b) => b.rps)),
    ratio: round2(median(ratios)),
    roundRatios: ratios.map(round2),
    appP50Ms: median(appRuns.map((a) => a.p50Ms)),
    appP95Ms: median(appRuns.map((a) => a.p95Ms)),
    bareP95Ms: median(bareRuns.map((b) => b.p95Ms)),
    non2xx: appRuns.reduce((n, a) => n + a.non2xx, 0),
  };
}
