import autocannon from 'autocannon';
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
