import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasBrotliModule, renderNginxSite } from '../apps/server/src/ops/nginx-site';
import { ENDPOINTS, measureRps, median } from './api';

const COMPANY_INFO = ENDPOINTS[0]!;
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Throughput of company info while a scraper reads /metrics every second, against the same
 * app unscraped, back to back in each round (their ratio shares the machine's load).
 */
export async function measureScrapeCost(origin: string, token: string, seconds: number, rounds: number) {
  const quiet: number[] = [];
  const scraped: number[] = [];
  let scrapes = 0;
  let scrapeBytes = 0;
  await measureRps(origin, COMPANY_INFO, 1); // warm-up
  for (let i = 0; i < rounds; i++) {
    quiet.push(await measureRps(origin, COMPANY_INFO, seconds));
    const scrape = async () => {
      const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
      scrapeBytes = (await res.text()).length;
      scrapes++;
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
    scrapes,
    scrapeBytes,
  };
}

/** Company info through Debian's nginx (the deploy/ site, one instance) against the same app directly. */
export async function measureThroughNginx(origin: string, nginxPort: number, seconds: number, rounds: number) {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => existsSync(f));
  if (!nginx) return { skipped: 'nginx is not installed' };
  const prefix = mkdtempSync(join(tmpdir(), 'mostrador-bench-nginx-'));
  const brotli = hasBrotliModule();
  const site = renderNginxSite({
    listen: `127.0.0.1:${nginxPort}`,
    serverName: 'localhost',
    instances: [new URL(origin).host],
    env: {},
    brotli,
  });
  writeFileSync(join(prefix, 'site.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `${brotli ? 'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;' : ''}
pid ${prefix}/nginx.pid; error_log ${prefix}/error.log warn; worker_processes 1;
events { worker_connections 4096; }
http { include /etc/nginx/mime.types; access_log off; client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy;
  include ${prefix}/site.conf; }
`,
  );
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the site: ${check.stderr}`);
  const child = spawn(nginx, ['-p', prefix, '-c', `${prefix}/nginx.conf`, '-e', 'stderr', '-g', 'daemon off;'], { stdio: 'inherit' });
  const proxied = `http://127.0.0.1:${nginxPort}`;
  try {
    for (
      let i = 0;
      i < 50 &&
      !(await fetch(`${proxied}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await measureRps(proxied, COMPANY_INFO, 1);
    const direct: number[] = [];
    const through: number[] = [];
    for (let i = 0; i < rounds; i++) {
      direct.push(await measureRps(origin, COMPANY_INFO, seconds));
      through.push(await measureRps(proxied, COMPANY_INFO, seconds));
    }
    const ratios = through.map((t, i) => t / direct[i]!);
    return {
      directRps: Math.round(median(direct)),
      nginxRps: Math.round(median(through)),
      ratio: round2(median(ratios)),
      roundRatios: ratios.map(round2),
    };
  } finally {
    child.kill('SIGQUIT');
    await new Promise((r) => child.once('exit', r));
    rmSync(prefix, { recursive: true, force: true });
  }
}
