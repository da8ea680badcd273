import { sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchStaffer, checkout, startChain, type Buyer, type Chain } from '../helpers/chain';
import { signedInCustomer } from '../helpers/customers';
import { httpCall, type RawResponse } from '../helpers/http-client';
import { NGINX } from '../helpers/nginx';

const CUSTOMERS = 6;
const MONITORS = 4;
/** A client gives a call this many tries (0.2 s apart) before the checkout counts as failed. */
const TRIES = 50;

const canRun = NGINX !== null && process.env.TEST_DATABASE_URL && process.env.REDIS_URL;
if (!canRun) console.warn('rolling restart test skipped: it needs nginx, TEST_DATABASE_URL and REDIS_URL');

/** Today and yesterday in the chain's time zone: the monitor's range, safe around midnight. */
function monitorRange() {
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(ms));
  return { DATE_START: day(Date.now() - 86_400_000), DATE_END: day(Date.now()) };
}

/** A branch monitor as the web app runs it: on every (re)connection it joins its branch and re-reads the list. */
function startMonitor(origin: string, staffer: { token: string; branchToken: string }, localAddress: string) {
  const seen = new Set<number>();
  let reconnections = 0;
  const resync = async () => {
    const res = await httpCall(`${origin}/api/orders/lastOrders`, { body: { ...staffer, ...monitorRange() } });
    if (res.status !== 200) throw new Error(`lastOrders answered ${res.status}`);
    for (const order of res.json<{ orders: { ID: number }[] }>().orders) seen.add(order.ID);
  };
  // WebSocket only, from its own address: nginx hashes the live channel by address, so the
  // monitors spread over the instances.
  const socket: Socket = connect(origin, {
    transports: ['websocket'],
    localAddress,
    extraHeaders: { 'x-token': staffer.token },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  } as Parameters<typeof connect>[1]);
  socket.on('NEW_ORDER', (payload: { orderDetails: { ID: number } }) => seen.add(payload.orderDetails.ID));
  socket.on('connect', () => {
    reconnections++;
    void socket
      .timeout(5_000)
      .emitWithAck('connect_branch', { branch_token: staffer.branchToken })
      .then(resync)
      .catch(() => undefined);
  });
  return { socket, seen, resync, reconnections: () => reconnections - 1 };
}

/** A customer's live socket as the web app keeps it: it answers login_status with the account and joins its room. */
function customerSocket(origin: string, buyer: Buyer, localAddress: string) {
  const socket: Socket = connect(origin, {
    transports: ['websocket'],
    localAddress,
    extraHeaders: { 'x-token': buyer.token },
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  } as Parameters<typeof connect>[1]);
  let connections = 0;
  socket.on('connect', () => connections++);
  socket.on('login_status', (_payload: unknown, answer: (userId: number) => void) => answer(buyer.accountId));
  return { socket, reconnections: () => connections - 1 };
}

/** One call retried on what a restart can cause (no answer, 502, 503), as a careful client does. */
async function withRetries(
  call: () => Promise<RawResponse>,
  counts: { retries: number; reasons: Record<string, number> },
): Promise<RawResponse | null> {
  for (let i = 0; i < TRIES; i++) {
    const answer = await call().catch((error: Error) => error);
    if (!(answer instanceof Error) && answer.status < 500) return answer;
    counts.retries++;
    // The app's answers carry an X-Request-Id; nginx's own (no instance answered) do not.
    const reason = answer instanceof Error ? answer.message : `${answer.status} from ${answer.headers['x-request-id'] ? 'app' : 'nginx'}`;
    counts.reasons[reason] = (counts.reasons[reason] ?? 0) + 1;
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}

/** Orders placed one after another by one customer until told to stop; each checkout keeps its Idempotency-Key through retries. */
async function customerLoop(origin: string, buyer: Buyer, n: number, stop: { now: boolean }) {
  const result = { placed: [] as number[], failed: 0, retries: 0, reasons: {} as Record<string, number> };
  for (let k = 0; !stop.now; k++) {
    const key = `rolling-${n}-${k}`;
    const answer = await withRetries(() => checkout(origin, buyer, { sku: `P-GEL-${n % 12}`, idempotencyKey: key }), result);
    if (answer?.status === 200) result.placed.push(answer.json<{ orderDetails: { ID: number } }>().orderDetails.ID);
    else result.failed++;
  }
  return result;
}

describe.runIf(canRun)('rolling restart behind nginx', () => {
  let chain: Chain;
  const monitors: ReturnType<typeof startMonitor>[] = [];
  const customers: ReturnType<typeof customerSocket>[] = [];
  beforeAll(async () => {
    chain = await startChain({ RATE_LIMIT_MAX: '1000000000' });
  }, 120_000);
  afterAll(async () => {
    for (const m of [...monitors, ...customers]) m.socket.disconnect();
    await chain?.close();
  });

  it('loses no checkout and no order while each instance is stopped gracefully and started again', async () => {
    const origin = chain.nginx.origin;
    for (let i = 0; i < MONITORS; i++) monitors.push(startMonitor(origin, await branchStaffer(chain.a), `127.0.${i + 1}.${i + 1}`));
    const buyers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signedInCustomer(chain.a.db, ['44100'])));
    customers.push(...buyers.map((buyer, n) => customerSocket(origin, buyer, `127.0.9.${n + 1}`)));
    for (const c of [...customers, ...monitors]) await expect.poll(() => c.socket.connected, { timeout: 10_000 }).toBe(true);
    const stop = { now: false };
    const loops = buyers.map((buyer, n) => customerLoop(origin, buyer, n, stop));

    const exitCodes: (number | null)[] = [];
    await new Promise((r) => setTimeout(r, 1_500));
    for (let i = 0; i < chain.instances.length; i++) {
      exitCodes.push(await chain.instances[i]!.stop());
      await chain.restart(i);
      // As docs/deployment.md's loop does: past nginx's fail_timeout (2 s) before the next stop.
      await new Promise((r) => setTimeout(r, 2_500));
    }
    stop.now = true;
    const results = await Promise.all(loops);

    const placed = results.flatMap((r) => r.placed);
    const failed = results.reduce((sum, r) => sum + r.failed, 0);
    const retries = results.reduce((sum, r) => sum + r.retries, 0);
    const { rows } = (await chain.a.db.execute(
      sql`select count(*)::int as orders, count(distinct (account_id, idempotency_key))::int as keys from orders`,
    )) as unknown as { rows: { orders: number; keys: number }[] };
    // A monitor that was on a restarted instance has reconnected and re-read its list by now.
    for (const m of monitors) await m.resync();
    const missing = monitors.map((m) => placed.filter((id) => !m.seen.has(id)).length);
    console.log(
      `rolling restart: ${placed.length} orders placed by ${CUSTOMERS} customers, ${exitCodes.length} restarts, ` +
        `${failed} failed checkouts (${retries} calls retried), ${rows[0]!.orders - placed.length} duplicates, ` +
        `missing per monitor ${missing.join('/')}; retried on ${JSON.stringify(results.map((r) => r.reasons))}`,
    );

    expect(exitCodes).toEqual([0, 0]);
    expect(placed.length).toBeGreaterThan(CUSTOMERS * 4);
    expect(failed).toBe(0);
    expect(new Set(placed).size).toBe(placed.length);
    expect(rows[0]).toEqual({ orders: placed.length, keys: placed.length });
    expect(missing).toEqual(monitors.map(() => 0));
    // Both instances were restarted, so every socket was cut at least once and connected again.
    // 30 s, not 10: one full-suite run (2026-11-26) saw a socket not back within 10 s, every order
    // delivered; the cause was not found, and whether it comes back at all is what this checks.
    for (const c of [...monitors, ...customers]) {
      await expect.poll(() => c.socket.connected && c.reconnections() >= 1, { timeout: 30_000 }).toBe(true);
    }
    console.log(
      `reconnections: monitors ${monitors.map((m) => m.reconnections()).join('/')}, customers ${customers.map((c) => c.reconnections()).join('/')}`,
    );
  }, 120_000);
});
