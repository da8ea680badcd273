import { io as connect, type Socket } from 'socket.io-client';
import { BRANCHES } from '../apps/server/src/db/seed/data/branches';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo-accounts';
import { benchAccounts, percentile, post } from './accounts';
import { skus } from './orders';

const MONITORS = Number(process.env.BENCH_MONITORS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 30);
const round1 = (x: number) => Math.round(x * 10) / 10;

/** `count` monitors: sessions of the demo branch staff, each with its own branch token and socket. */
async function monitors(origin: string, count: number): Promise<Socket[]> {
  // Sessions and branch tokens live in the database, so any instance's sockets accept them.
  const staff = DEMO_ACCOUNTS.find((a) => a.role === 'branch-staff');
  if (!staff?.staffEmail) throw new Error('no demo branch staff');
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i++) {
    const { token } = await post<{ token: string }>(origin, '/api/login', { PHONE: staff.phone, PASSWORD: staff.password });
    const { id_token } = await post<{ id_token: string }>(origin, '/api/dev/idp/token', { email: staff.staffEmail });
    const { branchToken } = await post<{ branchToken: string }>(origin, '/api/login/google', { token, google_token: id_token });
    const socket = connect(origin, { transports: ['websocket'], auth: { token } });
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
 * same machine, same clock) to NEW_ORDER's arrival at each of 200 connected monitors, over 30
 * orders placed one after another; `fromInsert` times it from the order's CREATED_AT instead
 * (taken by the database at the insert, so it adds the rest of the checkout and its commit).
 */
export async function measureNewOrderDelivery(origin: string, monitorOrigin = origin) {
  const sockets = await monitors(monitorOrigin, MONITORS);
  const [buyer] = await benchAccounts(origin, '33993000', 1);
  if (!buyer) throw new Error('no buyer');
  const postalCode = BRANCHES[0]?.postalCodes[0] ?? '44100';
  const { user_addresses } = await post<{ user_addresses: { ID: number }[] }>(origin, '/api/customer/addresses/save', {
    token: buyer.token,
    ALIAS: 'Casa',
    CALLE: 'Av. Chapultepec',
    NUMERO_EXTERIOR: '120',
    COLONIA: 'Americana',
    CODIGO_POSTAL: postalCode,
    MUNICIPIO: 'Guadalajara',
    ESTADO: 'Jalisco',
  });
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
    await post(origin, '/api/orders/shoppingCartFinish', { token: buyer.token, PHONE: buyer.phone, ADDRESS_ID: user_addresses.at(-1)!.ID });
    await Promise.all(arrivals);
  }
  for (const s of sockets) s.disconnect();
  return { monitors: MONITORS, orders: ORDERS, ...summary(fromCommit), fromInsert: summary(fromInsert) };
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
