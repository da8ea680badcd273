import autocannon from 'autocannon';

/** Searches people type, with typos and accents; each request also asks a different page size so
 *  the server's 5-second answer cache does not hide the database's work. */
const QUERIES = ['ibuprofeno', 'ibuprofneo', 'paracetamol', 'paracetmol', 'acetaminofen', 'amoxicilina 500', 'analgesico', 'vitamina c', 'omeprazol', 'loratadina', 'pañales', 'protector solar', 'suero', 'tempra', 'advil', 'naproxeno'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** p50/p95 (ms) and req/s of uncached searches with `connections` concurrent clients. */
export async function measureSearch(origin: string, seconds: number, connections = 20) {
  const latencies: number[] = [];
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => {
              n++;
              const q = encodeURIComponent(QUERIES[n % QUERIES.length]!);
              return { ...req, method: 'GET', path: `/api/catalogue/products?q=${q}&PAGE_SIZE=${1 + (n % 60)}` };
            },
          },
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
    connections,
    rps: Math.round(result.requests.average),
    p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
    p95Ms: Math.round(percentile(latencies, 95) * 10) / 10,
    non2xx: result.non2xx,
  };
}
