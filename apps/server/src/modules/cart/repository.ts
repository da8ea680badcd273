import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared-sql';
import { cartLines, carts, products } from '../../db/schema/index';
import { transactional } from '../../db/transactional';
import { BRANCH_ONLY_MAX_GROUP } from '@mostrador/shared/medicines/groups';

/**
 * What pricing and checkout read of a cart line's product (the price as numeric text or number):
 * a read-only join onto the catalogue's `products`, so a cart answer stays one query.
 */
export type CartProduct = Pick<
  typeof products.$inferSelect,
  'name' | 'presentation' | 'images' | 'promotion' | 'requiresPrescription' | 'medicineGroup' | 'antibiotic' | 'active'
> & { price: string | number };
export type CartLineRow = { sku: string; units: number; product: CartProduct };

const cartProductColumns = {
  name: products.name,
  presentation: products.presentation,
  price: products.price,
  images: products.images,
  promotion: products.promotion,
  requiresPrescription: products.requiresPrescription,
  medicineGroup: products.medicineGroup,
  antibiotic: products.antibiotic,
  active: products.active,
};

// Read on every cart call: built once per database (or transaction), a named statement on PostgreSQL.
const linesQueries = new WeakMap<Database, ReturnType<typeof prepareLines>>();
function prepareLines(db: Database) {
  return db
    .select({ sku: cartLines.sku, units: cartLines.units, product: cartProductColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.sku, cartLines.sku))
    .where(eq(cartLines.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.sku))
    .prepare('mostrador_cart_lines');
}

/**
 * Add-to-cart is the busiest write: one statement, built once per database and a named statement
 * on PostgreSQL (parsing and planning this CTE on every call cost as much as running it).
 */
const addQueries = new WeakMap<Database, ReturnType<typeof prepareAdd>>();
function prepareAdd(db: Database) {
  const accountId = sql.placeholder('accountId');
  const sku = sql.placeholder('sku');
  const units = sql`${sql.placeholder('units')}::int`;
  const max = sql`${sql.placeholder('max')}::int`;
  return preparedSql<{ cart_id: number | null; is_product: boolean; branch_only: boolean; lines: CartLineRow[] | string }>(
    db,
    'mostrador_cart_add',
    sql`
    with cart as (
      select ${carts.id} as id from ${carts} where ${carts.accountId} = ${accountId} and ${carts.status} = 'open' for share
    ), product as (
      select ${products.sku} as sku, ${products.medicineGroup} as medicine_group from ${products}
      where ${products.sku} = ${sku} and ${products.active}
    ), line as (
      insert into ${cartLines} (cart_id, sku, units)
      select cart.id, product.sku, least(${units}, ${max}) from cart, product
      where product.medicine_group is null or product.medicine_group > ${sql.raw(String(BRANCH_ONLY_MAX_GROUP))}
      on conflict (cart_id, sku) do update set units = least(${cartLines.units} + ${units}, ${max})
      returning cart_id, sku, units, added_at
    ), touched as (
      update ${carts} set updated_at = now() where ${carts.id} in (select cart_id from line)
    ), current_lines as (
      select l.sku, l.units, l.added_at from ${cartLines} l where l.cart_id = (select id from cart) and l.sku not in (select sku from line)
      union all
      select sku, units, added_at from line
    )
    select (select id from cart) as cart_id, exists (select 1 from product) as is_product,
      exists (select 1 from product where medicine_group <= ${sql.raw(String(BRANCH_ONLY_MAX_GROUP))}) as branch_only,
      (select coalesce(json_agg(json_build_object(
          'sku', c.sku, 'units', c.units, 'product', json_build_object(
            'name', p.name, 'presentation', p.presentation, 'price', p.price, 'images', p.images,
            'promotion', p.promotion, 'requiresPrescription', p.requires_prescription,
            'medicineGroup', p.medicine_group, 'antibiotic', p.antibiotic, 'active', p.active))
        order by c.added_at, c.sku), '[]'::json)
       from current_lines c join ${products} p on p.sku = c.sku) as lines
  `,
  );
}

/** Carts and their lines; `transaction`/`on` run the same queries inside a transaction. */
export const createCartRepository = (db: Database) => transactional(db, cartQueries);

// Over 80 lines by design: one short method per query, sharing only `db` (a table's queries read best side by side).
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
function cartQueries(db: Database) {
  return {
    async findOpenCart(accountId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.accountId, accountId), eq(carts.status, 'open')))
        .limit(1);
      return row?.id ?? null;
    },

    /** The customer's open cart, created when there is none (the partial unique index settles races). */
    async openCart(accountId: number): Promise<number> {
      const existing = await this.findOpenCart(accountId);
      if (existing !== null) return existing;
      const [created] = await db.insert(carts).values({ accountId }).onConflictDoNothing().returning({ id: carts.id });
      if (created) return created.id;
      const raced = await this.findOpenCart(accountId);
      if (raced === null) throw new Error('open cart vanished');
      return raced;
    },

    lines(cartId: number): Promise<CartLineRow[]> {
      let query = linesQueries.get(db);
      if (!query) linesQueries.set(db, (query = prepareLines(db)));
      return query.execute({ cartId });
    },

    /** Adds units to the line (creating it), never past `max`; the units the line holds now. A group I–III product is the caller's to refuse. */
    async addUnits(cartId: number, sku: string, units: number, max: number): Promise<number> {
      const [row] = await db
        .insert(cartLines)
        .values({ cartId, sku, units: Math.min(units, max) })
        .onConflictDoUpdate({
          target: [cartLines.cartId, cartLines.sku],
          set: { units: sql`least(${cartLines.units} + ${units}, ${max})` },
        })
        .returning({ units: cartLines.units });
      await this.touch(cartId);
      return row?.units ?? 0;
    },

    /**
     * Adds units to the product's line in the customer's open cart and reads the cart back, in
     * one statement (no transaction round trips): `cartId` null means there is no open cart yet,
     * `isProduct` false an unknown or inactive SKU, `branchOnly` a group I–III product
     * (issue 34), nothing written for either. The cart row is
     * share-locked, so an add that races a checkout waits for it and then finds no open cart
     * instead of writing into the closed one. A statement does not see its own insert, so the
     * changed line comes from the insert's RETURNING and the others from the table.
     */
    async addToOpenCart(
      accountId: number,
      sku: string,
      units: number,
      max: number,
    ): Promise<{ cartId: number | null; isProduct: boolean; branchOnly: boolean; lines: CartLineRow[] }> {
      let query = addQueries.get(db);
      if (!query) addQueries.set(db, (query = prepareAdd(db)));
      const [row] = await query.execute({ accountId, sku, units, max });
      const lines = typeof row?.lines === 'string' ? (JSON.parse(row.lines) as CartLineRow[]) : (row?.lines ?? []);
      return { cartId: row?.cart_id ?? null, isProduct: row?.is_product ?? false, branchOnly: row?.branch_only ?? false, lines };
    },

    /** The product's name and medicine group (issue 34; group null when it is not a medicine). */
    async medicineOf(sku: string): Promise<{ name: string; group: number | null } | null> {
      const [row] = await db.select({ name: products.name, group: products.medicineGroup }).from(products).where(eq(products.sku, sku));
      return row ?? null;
    },

    async setUnits(cartId: number, sku: string, units: number): Promise<void> {
      if (units <= 0) await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku)));
      else
        await db
          .insert(cartLines)
          .values({ cartId, sku, units })
          .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.sku], set: { units } });
      await this.touch(cartId);
    },

    async touch(cartId: number): Promise<void> {
      await db
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    /**
     * Locks the customer's cart row until the transaction ends: `cartId`, or the cart open when
     * the statement starts (a finish waiting on the lock then sees it closed and answers its
     * order). Null when it is not theirs or there is none.
     */
    async lockCart(accountId: number, cartId: number | null): Promise<{ id: number; status: string } | null> {
      const openCart = db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.accountId, accountId), eq(carts.status, 'open')));
      const [row] = await db
        .select({ id: carts.id, status: carts.status })
        .from(carts)
        .where(and(eq(carts.accountId, accountId), cartId === null ? eq(carts.id, sql`(${openCart})`) : eq(carts.id, cartId)))
        .for('update');
      return row ?? null;
    },

    async openNewCart(accountId: number): Promise<void> {
      await db.insert(carts).values({ accountId }).onConflictDoNothing();
    },

    async closeCart(cartId: number): Promise<void> {
      await db
        .update(carts)
        .set({ status: 'closed', updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },
  };
}

export type CartQueries = ReturnType<typeof cartQueries>;
export type CartRepository = ReturnType<typeof createCartRepository>;
