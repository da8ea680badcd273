import { Histogram, Registry } from 'prom-client';
import { ENDPOINTS, measureRps, median } from './api';
import { NGINX, startNginx } from '../apps/server/test/helpers/nginx';

const COMPANY_INFO = ENDPOINTS[0]!;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Throughput of company info while a scraper reads /metrics every second, against the same
 * app unscraped, back to back in each round (their ratio shares the machine's load).
 */
export async function measureScrapeCost(origin: string, token: string, seconds: number, rounds: number) {
  const quiet: number[] = [];
  const scraped: number[] = [];
  let scrapeBytes = 0;
  const scrapeMs: number[] = [];
  await measureRps(origin, COMPANY_INFO, 1); // warm-up
  for (let i = 0; i < rounds; i++) {
    quiet.push(await measureRps(origin, COMPANY_INFO, seconds));
    const scrape = async () => {
      const t0 = performance.now();
      const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
      scrapeBytes = (await res.text()).length;
      scrapeMs.push(performance.now() - t0);
    };
    await scrape();
    const timer = setInterval(() => void scrape(), 1000);
    try {
      scraped.push(await measureRps(origin, COMPANY_INFO, seconds));
    } finally {
      clearInterval(timer);
    }
  }
  const ratios = scraped.map((s, i) => s / quiet[i]!);
  return {
    quietRps: Math.round(median(quiet)),
    scrapedRps: Math.round(median(scraped)),
    ratio: round2(median(ratios)),
    roundRatios: ratios.map(round2),
    scrapes: scrapeMs.length,
    scrapeBytes,
    // A scrape's whole round trip (under load): an upper bound of the app's time per scrape, so
    // of the share of each second a scrape a second takes.
    scrapeMsMedian: round2(median(scrapeMs)),
  };
}

/**
 * What the per-request metric costs: one observation of the app's histogram (same labels and
 * buckets) in a loop, in nanoseconds, beside the time one request takes at `rps`.
 */
export function measureObserveCost(rps: number) {
  const histogram = new Histogram({
    name: 'bench_http_request_duration_seconds',
    help: 'bench',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [new Registry()],
  });
  const routes = ['/api/company/companyInfo', '/api/company/branchesInfo', '/api/themes/getTheme', '/api/catalogue/products/:SKU'];
  const n = 1_000_000;
  const run = () => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) histogram.observe({ method: 'POST', route: routes[i & 3]!, status_code: 200 }, 0.0004);
    return ((performance.now() - t0) * 1e6) / n;
  };
  run(); // warm-up
  const ns = median([run(), run(), run()]);
  const requestNs = 1e9 / rps;
  return { observeNs: Math.round(ns), requestNsAtRps: Math.round(requestNs), share: Math.round((ns / requestNs) * 10_000) / 10_000 };
}

/** Company info through Debian's nginx (the deploy/ site, one instance) against the same app directly. */
export async function measureThroughNginx(origin: string, nginxPort: number, seconds: number, rounds: number) {
  if (!NGINX) return { skipped: 'nginx is not installed' };
  const nginx = await startNginx({ instances: [Number(new URL(origin).port)], port: nginxPort });
  try {
    await measureRps(nginx.origin, COMPANY_INFO, 1);
    const direct: number[] = [];
    const through: number[] = [];
    for (let i = 0; i < rounds; i++) {
      direct.push(await measureRps(origin, COMPANY_INFO, seconds));
      through.push(await measureRps(nginx.origin, COMPANY_INFO, seconds));
    }
    const ratios = through.map((t, i) => t / direct[i]!);
    return {
      directRps: Math.round(median(direct)),
      nginxRps: Math.round(median(through)),
      ratio: round2(median(ratios)),
      roundRatios: ratios.map(round2),
    };
  } finally {
    await nginx.stop();
  }
}
