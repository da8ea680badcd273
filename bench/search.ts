import autocannon from 'autocannon';
import { percentile } from './accounts';

/** Searches people type, with typos and accents, each with several page sizes. */
const QUERIES = [
  'ibuprofeno',
  'ibuprofneo',
  'paracetamol',
  'paracetmol',
  'acetaminofen',
  'amoxicilina 500',
  'analgesico',
  'vitamina c',
  'omeprazol',
  'loratadina',
  'pañales',
  'protector solar',
  'suero',
  'tempra',
  'advil',
  'naproxeno',
];
const SIZES = [12, 24, 36, 48];

export const searchPaths = (): string[] =>
  QUERIES.flatMap((q) => SIZES.map((size) => `/api/catalogue/products?q=${encodeURIComponent(q)}&PAGE_SIZE=${size}`));

/** Category pages as the catalogue shows them: a department, page by page. */
export async function listPaths(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/api/catalogue/categories?TYPE=DEPARTAMENTO`);
  const { categories } = (await res.json()) as { categories: { ID: string }[] };
  return categories
    .slice(0, 8)
    .flatMap((c) =>
      [1, 2, 3, 4, 5].map((page) => `/api/catalogue/products?TYPE=DEPARTAMENTO&ID=${encodeURIComponent(c.ID)}&PAGE=${page}&PAGE_SIZE=24`),
    );
}

/** p50/p95 (ms) and req/s with `connections` concurrent clients going through `paths` in turn. */
export async function measurePaths(origin: string, paths: string[], seconds: number, connections = 20) {
  const latencies: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[n++ % paths.length]! }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    rps: Math.round(result.requests.average),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    non2xx: result.non2xx,
  };
}
