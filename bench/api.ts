import autocannon from 'autocannon';

export type Endpoint = { name: string; method: 'GET' | 'POST'; path: string; body?: unknown };

export const ENDPOINTS: Endpoint[] = [
  { name: 'companyInfo', method: 'POST', path: '/api/company/companyInfo', body: {} },
  { name: 'branchesInfo', method: 'GET', path: '/api/company/branchesInfo' },
  { name: 'getTheme', method: 'POST', path: '/api/themes/getTheme', body: { THEME: 'default' } },
];

const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;

/** Requests per second over `seconds` with 20 connections (pipelining 1, like browsers). */
export async function measureRps(origin: string, e: Endpoint, seconds: number): Promise<number> {
  const result = await autocannon({
    url: origin + e.path,
    method: e.method,
    connections: 20,
    duration: seconds,
    // BENCH_ACCEPT_ENCODING="gzip, deflate, br" asks as browsers do (issue 18: compressed answers).
    headers: { 'content-type': 'application/json', ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}) },
    ...(e.body === undefined ? {} : { body: JSON.stringify(e.body) }),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${e.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
