import { loadavg } from 'node:os';
import { NGINX, startNginx } from '../apps/server/test/helpers/nginx';
import { median } from './api';
import { measureNewOrderDelivery } from './live';
import { startInstances } from './processes';

/** Branch monitors each instance holds, from its own /metrics (the live sockets gauge), by port. */
async function monitorsPerInstance(origins: string[], metricsToken: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const origin of origins) {
    const res = await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    if (!res.ok) throw new Error(`${origin}/metrics answered ${res.status}`);
    const line = /^mostrador_live_sockets\{room_type="branch"\} (\d+)$/m.exec(await res.text());
    counts[new URL(origin).port] = Number(line?.[1] ?? 0);
  }
  return counts;
}

type Delivery = Awaited<ReturnType<typeof measureNewOrderDelivery>>;

/** The median of the rounds' p50 and p99 (a p99 over 30 orders is set by the slowest one or two). */
function acrossRounds(runs: Delivery[]) {
  return {
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    roundP99Ms: runs.map((r) => r.p99Ms),
    deliveries: runs.reduce((n, r) => n + r.deliveries, 0),
  };
}

/**
 * NEW_ORDER delivery from the commit with two instances on one PostgreSQL and Redis: directly
 * (orders on one instance, monitors on the other, as the `live` part) and through nginx (the
 * deploy/ site with both as upstreams; orders and monitors' sockets through nginx), taking turns
 * in each round on the same instances, so both share the machine's load of the moment. The
 * direct run goes first: it also registers the buyer.
 */
export async function measureDeliveryThroughNginx(
  appEnv: Record<string, string>,
  ports: [string, string],
  nginxPort: number,
  rounds: number,
) {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) throw new Error('--only live-nginx necesita DATABASE_URL y REDIS_URL');
  if (!NGINX) throw new Error('--only live-nginx necesita nginx (apt-get install nginx)');
  const env = { ...appEnv, REDIS_URL };
  // The machine is shared: the load average beside the figures says how busy it was.
  const loadBefore = loadavg();
  const instances = await startInstances(env, ports);
  try {
    const [a, b] = instances.origins as [string, string];
    const nginx = await startNginx({ instances: ports.map(Number), port: nginxPort });
    const runs: { direct: Delivery[]; throughNginx: Delivery[] } = { direct: [], throughNginx: [] };
    try {
      for (let i = 0; i < rounds; i++) {
        runs.direct.push(await measureNewOrderDelivery(a, b));
        runs.throughNginx.push(
          await measureNewOrderDelivery(nginx.origin, nginx.origin, {
            proxied: true,
            signInOrigin: b,
            census: () => monitorsPerInstance(instances.origins, appEnv.METRICS_TOKEN ?? ''),
          }),
        );
      }
    } finally {
      await nginx.stop();
    }
    const loadAverage = { before: loadBefore, after: loadavg() };
    return { direct: acrossRounds(runs.direct), throughNginx: acrossRounds(runs.throughNginx), loadAverage, rounds: runs };
  } finally {
    await instances.stop();
  }
}
