import { fork, type ChildProcess } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import webpush from 'web-push';
import { BRANCHES } from '../apps/server/src/seed/data/branches';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';
import { benchAccounts, percentile, post } from './accounts';
import { ENDPOINTS, measureRps, median } from './api';
import { skus } from './orders';
import type { FromService, ToService } from './push-service-process';

const STATUS_PUSHES = Number(process.env.BENCH_STATUS_PUSHES ?? 40);
const FANOUT_DEVICES = Number(process.env.BENCH_FANOUT_DEVICES ?? 1000);
const round1 = (x: number) => Math.round(x * 10) / 10;
const now = () => performance.timeOrigin + performance.now();

/** The local push service in its own process (bench/push-service-process.ts). */
async function pushService() {
  const child: ChildProcess = fork('bench/push-service-process.ts', [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const arrivals: number[] = [];
  const pending = new Map<number, (json: unknown) => void>();
  let wake = () => {};
  const ready = new Promise<void>((resolve) =>
    child.on('message', (message: FromService) => {
      if (message.type === 'ready') resolve();
      if (message.type === 'subscribed') pending.get(message.n)?.(message.json);
      if (message.type === 'cpu') pending.get(message.n)?.(message.seconds);
      if (message.type === 'received') {
        arrivals.push(message.at);
        wake();
      }
    }),
  );
  await ready;
  let n = 0;
  return {
    arrivals,
    subscribe: (key: string) =>
      new Promise<unknown>((resolve) => {
        pending.set(++n, resolve);
        child.send({ type: 'subscribe', key, n } satisfies ToService);
      }),
    /** CPU seconds this process has used (verifying and decrypting pushes). */
    cpuSeconds: () =>
      new Promise<number>((resolve) => {
        pending.set(++n, resolve as (json: unknown) => void);
        child.send({ type: 'cpu', n } satisfies ToService);
      }),
    /** Resolves once `count` pushes have arrived in all. */
    waitFor: async (count: number) => {
      while (arrivals.length < count) await new Promise<void>((resolve) => (wake = resolve));
    },
    close: () => child.disconnect(),
  };
}

async function buyerWithAddress(origin: string, prefix: string) {
  const [buyer] = await benchAccounts(origin, prefix, 1);
  if (!buyer) throw new Error('no buyer');
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>(origin, '/api/customer/addresses/save', {
    token: buyer.token,
    ALIAS: 'Casa',
    CALLE: 'Av. Chapultepec',
    NUMERO_EXTERIOR: '120',
    COLONIA: 'Americana',
    CODIGO_POSTAL: BRANCHES[0]?.postalCodes[0] ?? '44100',
    MUNICIPIO: 'Guadalajara',
    ESTADO: 'Jalisco',
  });
  const products = await skus(origin, 60);
  let n = 0;
  /** Places one order (one unit of a product the branch has plenty of); its folio. */
  const order = async () => {
    await post(origin, '/api/orders/shoppingCartUpdateProductUnits', {
      token: buyer.token,
      SKU: products[n++ % products.length],
      UNITS: 1,
    });
    const { orderDetails } = await post<{ orderDetails: { ID: number } }>(origin, '/api/orders/shoppingCartFinish', {
      token: buyer.token,
      PHONE: buyer.phone,
      ADDRESS_ID: user_addresses.at(-1)!.ID,
    });
    return orderDetails.ID;
  };
  return { ...buyer, order };
}

const vapidKey = async (origin: string) => ((await (await fetch(`${origin}/api/push/config`)).json()) as { PUBLIC_KEY: string }).PUBLIC_KEY;

function summary(xs: number[]) {
  const sorted = [...xs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    maxMs: round1(sorted.at(-1) ?? NaN),
  };
}

/**
 * Issue 21: a customer's order changes status (the customer cancels it, one order after another)
 * and the push reaches the customer's device at the local push service: time from sending the
 * status change to the push's arrival (decrypted), beside the status change's own answer time.
 */
export async function measureStatusPush(origin: string) {
  const service = await pushService();
  try {
    const buyer = await buyerWithAddress(origin, '33994000');
    await post(origin, '/api/push/subscribe', { token: buyer.token, SUBSCRIPTION: await service.subscribe(await vapidKey(origin)) });
    const toPush: number[] = [];
    const toAnswer: number[] = [];
    for (let i = 0; i < STATUS_PUSHES; i++) {
      const ORDER_ID = await buyer.order();
      const t0 = now();
      await post(origin, '/api/orders/orderCancelByCustomer', { token: buyer.token, ORDER_ID });
      toAnswer.push(now() - t0);
      await service.waitFor(i + 1);
      toPush.push(service.arrivals[i]! - t0);
    }
    return { toPush: summary(toPush), statusChangeAnswer: summary(toAnswer) };
  } finally {
    service.close();
  }
}

/** Branch staff with `count` devices subscribed to the branch's new orders (one session). */
async function staffDevices(origin: string, service: Awaited<ReturnType<typeof pushService>>, count: number) {
  const staff = DEMO_ACCOUNTS.find((a) => a.role === 'branch-staff');
  if (!staff?.staffEmail) throw new Error('no demo branch staff');
  const { token } = await post<{ token: string }>(origin, '/api/login', { PHONE: staff.phone, PASSWORD: staff.password });
  const { id_token } = await post<{ id_token: string }>(origin, '/api/dev/idp/token', { email: staff.staffEmail });
  const { branchToken } = await post<{ branchToken: string }>(origin, '/api/login/google', { token, google_token: id_token });
  const key = await vapidKey(origin);
  for (let i = 0; i < count; i++) {
    await post(origin, '/api/push/subscribe', { token, branchToken, SUBSCRIPTION: await service.subscribe(key) });
  }
}

/**
 * One NEW_ORDER to `FANOUT_DEVICES` staff devices: time from placing the order to the last
 * device's push at the local push service. Then the API benchmark (companyInfo, as `api`) alone
 * and while orders fan out one after another, taking turns over `rounds` rounds of `seconds`.
 */
export async function measureFanOut(origin: string, seconds: number, rounds: number, metricsToken?: string) {
  const service = await pushService();
  try {
    await staffDevices(origin, service, FANOUT_DEVICES);
    const buyer = await buyerWithAddress(origin, '33995000');
    const fanOut = async () => {
      const t0 = now();
      const expected = service.arrivals.length + FANOUT_DEVICES;
      await buyer.order();
      await service.waitFor(expected);
      return service.arrivals[expected - 1]! - t0;
    };
    const fanOuts: number[] = [await fanOut()];
    const cost = await cpuPerFanOut(origin, metricsToken, service, fanOut);
    const alone: number[] = [];
    const during: number[] = [];
    const api = ENDPOINTS[0]!;
    for (let r = 0; r < rounds; r++) {
      alone.push(await measureRps(origin, api, seconds));
      let running = true;
      const loop = (async () => {
        while (running) fanOuts.push(await fanOut());
      })();
      during.push(await measureRps(origin, api, seconds));
      running = false;
      await loop;
    }
    const ratios = alone.map((a, i) => during[i]! / a);
    return {
      devices: FANOUT_DEVICES,
      fanOut: summary(fanOuts),
      apiAloneRps: Math.round(median(alone)),
      apiDuringRps: Math.round(median(during)),
      ratio: Math.round(median(ratios) * 100) / 100,
      ratios: ratios.map((x) => Math.round(x * 100) / 100),
      ...cost,
    };
  } finally {
    service.close();
  }
}

/** The server's CPU seconds so far, from its own /metrics (prom-client's process_cpu_seconds_total). */
async function serverCpuSeconds(origin: string, token: string): Promise<number> {
  const text = await (await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const line = /^process_cpu_seconds_total (\S+)$/m.exec(text);
  if (!line) throw new Error('/metrics has no process_cpu_seconds_total');
  return Number(line[1]);
}

/**
 * What one fan-out costs the machine, in CPU seconds (three fan-outs alone, nothing else running):
 * the server's (claim, sign, encrypt, send, delete) and the push service's (verify, decrypt). With
 * fan-outs back to back at 5 s each on `cores` cores, the API can keep at most 1 − cost/(5·cores)
 * of a machine it saturates alone: the ceiling any scheduling can reach here.
 */
async function cpuPerFanOut(
  origin: string,
  token: string | undefined,
  service: Awaited<ReturnType<typeof pushService>>,
  fanOut: () => Promise<number>,
) {
  if (!token) return {};
  const runs = 3;
  const [server0, service0] = [await serverCpuSeconds(origin, token), await service.cpuSeconds()];
  for (let i = 0; i < runs; i++) await fanOut();
  const server = ((await serverCpuSeconds(origin, token)) - server0) / runs;
  const pushService = ((await service.cpuSeconds()) - service0) / runs;
  const cores = availableParallelism();
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    cpuPerFanOut: { serverS: round2(server), pushServiceS: round2(pushService), signAndEncryptOnlyS: round2(signAndEncryptCpu()), cores },
    ceilingAt5s: round2(1 - (server + pushService) / (5 * cores)),
  };
}

/** CPU seconds of web-push's signing and encryption alone for one fan-out, in this process: no HTTP, no database. */
function signAndEncryptCpu(): number {
  const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@demo.mostrador.mx' };
  const device = createECDH('prime256v1');
  device.generateKeys();
  const subscription = {
    endpoint: 'https://push.example/x',
    keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const payload = JSON.stringify({
    title: 'Pedido nuevo en Centro',
    body: 'Folio 1234 por $1,234.50. Ábrelo en el monitor para surtirlo.',
    url: '/home_orders',
    tag: 'pedido-1234',
  });
  const start = process.cpuUsage();
  for (let i = 0; i < FANOUT_DEVICES; i++) {
    webpush.generateRequestDetails(subscription, payload, { vapidDetails: keys, TTL: 900, urgency: 'high', contentEncoding: 'aes128gcm' });
  }
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1e6;
}
