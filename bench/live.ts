import { Agent } from 'node:http';
import { io as connect, type ManagerOptions, type Socket } from 'socket.io-client';
import { DEMO_ACCOUNTS } from '../apps/server/src/seed/demo-accounts';
import { percentile, post } from './accounts';
import { customers, skus } from './orders';

const MONITORS = Number(process.env.BENCH_MONITORS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 30);
const round1 = (x: number) => Math.round(x * 10) / 10;

export type DeliveryOptions = {
  /** Monitors behind a proxy: see `throughProxy`. */
  proxied?: boolean;
  /**
   * Where the monitors sign in, when not where their sockets connect: the demo's Google
   * stand-in signs with a key of each instance's own, so its token must go back to the instance
   * that issued it (Google's keys are the same for every instance in production).
   */
  signInOrigin?: string;
  /** Called while every monitor is connected (e.g. how many each instance holds); its answer is reported. */
  census?: () => Promise<unknown>;
};

/**
 * A monitor reaching the app through nginx as a browser does: socket.io's default transports
 * (long-polling first, then the upgrade), so nginx's sticky live upstream must keep each
 * client's requests on one instance. Each monitor comes from one of 16 loopback addresses,
 * so the hash on the client's address spreads them over the instances.
 */
function throughProxy(i: number): Partial<ManagerOptions> & { localAddress: string } {
  const localAddress = `127.0.0.${2 + (i % 16)}`;
  // engine.io-client hands `agent` to its polling requests (typed for the browser, where it is
  // a string) and `localAddress` to its WebSocket.
  const agent = new Agent({ localAddress }) as unknown as string;
  return { agent, localAddress };
}

/** `count` monitors: sessions of the demo branch staff, each with its own branch token and socket. */
async function monitors(origin: string, count: number, { proxied = false, signInOrigin = origin }: DeliveryOptions): Promise<Socket[]> {
  // Sessions and branch tokens live in the database, so any instance's sockets accept them.
  const staff = DEMO_ACCOUNTS.find((a) => a.role === 'branch-staff');
  if (!staff?.staffEmail) throw new Error('no demo branch staff');
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const { token } = await post<{ token: string }>(signInOrigin, '/api/login', { PHONE: staff.phone, PASSWORD: staff.password });
    const { id_token } = await post<{ id_token: string }>(signInOrigin, '/api/dev/idp/token', { email: staff.staffEmail });
    const { branchToken } = await post<{ branchToken: string }>(signInOrigin, '/api/login/google', { token, google_token: id_token });
    const socket = connect(origin, { ...(proxied ? throughProxy(i) : { transports: ['websocket'] }), auth: { token } });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect_error', reject);
      socket.once('connect', () =>
        socket.emit('connect_branch', { branch_token: branchToken }, (ack: { ok: boolean }) =>
          ack.ok ? resolve() : reject(new Error('connect_branch refused')),
        ),
      );
    });
    sockets.push(socket);
  }
  return sockets;
}

/**
 * Time from an order's commit (the event's SENT_AT, stamped when the committed order is relayed;
 * same machine, same clock) to NEW_ORDER's arrival at each of BENCH_MONITORS (200) connected
 * monitors, over BENCH_ORDERS (30) orders placed one after another; `fromInsert` times it from
 * the order's CREATED_AT instead (taken by the database at the insert, so it adds the rest of
 * the checkout and its commit).
 */
export async function measureNewOrderDelivery(origin: string, monitorOrigin = origin, options: DeliveryOptions = {}) {
  const sockets = await monitors(monitorOrigin, MONITORS, options);
  const census = await options.census?.();
  // How the monitors were connected once all were in (through nginx: long-polling until upgraded).
  const transports: Record<string, number> = {};
  for (const s of sockets) transports[s.io.engine.transport.name] = (transports[s.io.engine.transport.name] ?? 0) + 1;
  // One buyer with one address, kept across runs on a kept database (an account holds 20 at most).
  const [buyer] = await customers(origin, '33993000', 1);
  if (!buyer) throw new Error('no buyer');
  // Products the branch has plenty of, one per order, so a kept database does not run out.
  const products = await skus(origin, ORDERS);
  const fromInsert: number[] = [];
  const fromCommit: number[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const arrivals = sockets.map(
      (s) =>
        new Promise<void>((resolve) =>
          s.once('NEW_ORDER', (payload: Delivered) => {
            const now = Date.now();
            fromInsert.push(now - Date.parse(payload.orderDetails.CREATED_AT));
            fromCommit.push(now - Date.parse(payload.SENT_AT));
            resolve();
          }),
        ),
    );
    await post(origin, '/api/orders/shoppingCartUpdateProductUnits', { token: buyer.token, SKU: products[n % products.length], UNITS: 1 });
    await post(origin, '/api/orders/shoppingCartFinish', { token: buyer.token, PHONE: buyer.phone, ADDRESS_ID: buyer.addressId });
    await Promise.all(arrivals);
  }
  for (const s of sockets) s.disconnect();
  return {
    monitors: MONITORS,
    orders: ORDERS,
    ...summary(fromCommit),
    fromInsert: summary(fromInsert),
    transports,
    ...(census ? { census } : {}),
  };
}

type Delivered = { orderDetails: { CREATED_AT: string }; SENT_AT: string };

function summary(delays: number[]) {
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    deliveries: sorted.length,
    p50Ms: round1(percentile(sorted, 50)),
    p99Ms: round1(percentile(sorted, 99)),
    maxMs: round1(sorted.at(-1) ?? NaN),
  };
}

/** The same measure against a bare socket.io server emitting a payload of the same size. */
export async function measureBareDelivery(origin: string) {
  const sockets: Socket[] = [];
  for (let i = 0; i < MONITORS; i++) {
    const socket = connect(origin, { transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    sockets.push(socket);
  }
  const delays: number[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const arrivals = sockets.map(
      (s) =>
        new Promise<number>((resolve) => s.once('NEW_ORDER', (payload: Delivered) => resolve(Date.now() - Date.parse(payload.SENT_AT)))),
    );
    await fetch(`${origin}/emit`);
    delays.push(...(await Promise.all(arrivals)));
  }
  for (const s of sockets) s.disconnect();
  return { monitors: MONITORS, orders: ORDERS, ...summary(delays) };
}
