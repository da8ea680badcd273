import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { DEMO_ACCOUNTS, DEMO_CUSTOMER } from '../apps/server/src/seed/demo-accounts';
import { post } from './accounts';
import { openBareDatabase } from './processes';

// Issue 33's picking benchmarks: the branches, staff and «Surtiendo» orders they pick, written
// straight into the run's PostgreSQL database (the app under test is already running on it).
// Every measurement makes new orders (the earlier ones marked «Entregado»), so a kept database
// never runs a line past its quantity.

export const PICK_BRANCHES = 20;
export const PICK_LINES = 30;
/** Units per line: more than one client scans in a measuring round, so every scan counts one. */
export const PICK_UNITS = 99;

export const pickBranch = (n: number) => `PICK-${String(n).padStart(2, '0')}`;
export const pickEmail = (n: number) => `surtido-${String(n).padStart(2, '0')}@demo.mostrador.mx`;
const STAFF = DEMO_ACCOUNTS.find((a) => a.role === 'branch-staff')!;

/** A branch staff session at `email`'s branch, signed in as the monitor does: phone and password, then the demo Google stand-in. */
export async function branchSession(origin: string, email: string): Promise<{ token: string; branchToken: string }> {
  const { token } = await post<{ token: string }>(origin, '/api/login', { PHONE: STAFF.phone, PASSWORD: STAFF.password });
  const { id_token } = await post<{ id_token: string }>(origin, '/api/dev/idp/token', { email });
  const { branchToken } = await post<{ branchToken: string }>(origin, '/api/login/google', { token, google_token: id_token });
  return { token, branchToken };
}

export type PickProduct = { sku: string; barcode: string };

/**
 * PICK_BRANCHES branches copied from the demo's first one (PICK-01…), each with a staff e-mail
 * of the demo branch staff, and one «Surtiendo» order per branch of PICK_LINES products that need
 * no lot (PICK_UNITS each), placed by the demo customer. Needs the demo data (APP_MODE=demo).
 */
export async function seedPickOrders(branches = PICK_BRANCHES, lines = PICK_LINES) {
  const database = await openBareDatabase();
  try {
    const { db } = database;
    await db.execute(sql`
      insert into branches (code, name, address, colonia, city, state, postal_code, phone, lat, lng, is_default, active, position)
      select 'PICK-' || lpad(n::text, 2, '0'), 'Surtido ' || n, address, colonia, city, state, postal_code, phone, lat, lng, false, true, 100 + n
      from branches, generate_series(1, ${branches}) n
      where code = (select code from branches order by position, code limit 1)
      on conflict (code) do nothing`);
    for (let n = 1; n <= branches; n++) {
      await db.execute(sql`
        insert into staff_assignments (email, branch, account_phone) values (${pickEmail(n)}, ${pickBranch(n)}, ${STAFF.phone})
        on conflict (email) do nothing`);
    }
    const products = await rowsOf<PickProduct>(
      db.execute(sql`
        select sku, barcode from products
        where active and not needs_lot_expiry and not requires_prescription and barcode ~ '^[0-9]{13}$'
        order by sku limit ${lines}`),
    );
    if (products.length < lines) throw new Error(`only ${products.length} products with a barcode and no lot`);
    // The earlier runs' orders leave the day's open list: each branch's all-day summary counts one order.
    await db.execute(
      sql`update orders set status = ${ORDER_STATUS.DELIVERED} where branch like 'PICK-%' and status = ${ORDER_STATUS.STOCKING}`,
    );
    const orders: { branch: string; orderId: number }[] = [];
    for (let n = 1; n <= branches; n++) orders.push({ branch: pickBranch(n), orderId: await pickOrder(db, pickBranch(n), lines) });
    return { products, orders };
  } finally {
    await database.close();
  }
}

type Db = Awaited<ReturnType<typeof openBareDatabase>>['db'];
/** The rows of a raw statement (node-postgres's result; the shared Database type leaves it unknown). */
const rowsOf = async <T>(result: Promise<unknown>): Promise<T[]> => ((await result) as { rows: T[] }).rows;

/** One «Surtiendo» order at `branch` numbered as its cart (as checkout does, decision 055), its address and loyalty snapshots copied from the demo customer's first order. */
async function pickOrder(db: Db, branch: string, lines: number): Promise<number> {
  const customer = sql`(select id from accounts where phone = ${DEMO_CUSTOMER.phone})`;
  const [cart] = await rowsOf<{ id: number }>(
    db.execute(sql`insert into carts (account_id, status) values (${customer}, 'closed') returning id`),
  );
  const [order] = await rowsOf<{ id: number }>(
    db.execute(sql`
      insert into orders (id, account_id, cart_id, branch, status, phone, notes, address, payment, units, subtotal, discount, total,
                          loyalty_sale, loyalty_benefits, loyalty_customer)
      select ${cart!.id}, account_id, ${cart!.id}, ${branch}, ${ORDER_STATUS.STOCKING}, phone, 'Banco de surtido', address, payment,
             ${lines * PICK_UNITS}, 0, 0, 0, loyalty_sale, loyalty_benefits, loyalty_customer
      from orders where account_id = ${customer} order by id limit 1
      returning id`),
  );
  if (!order) throw new Error('the demo customer has no order to copy (APP_MODE=demo seeds them)');
  await db.execute(sql`
    insert into order_items (order_id, position, sku, name, presentation, image, units, price, subtotal, discount, total, requires_prescription)
    select ${order.id}, row_number() over (order by sku), sku, name, presentation, coalesce(images->>0, ''), ${PICK_UNITS}, price,
           price * ${PICK_UNITS}, 0, price * ${PICK_UNITS}, false
    from products
    where active and not needs_lot_expiry and not requires_prescription and barcode ~ '^[0-9]{13}$'
    order by sku limit ${lines}`);
  return order.id;
}
