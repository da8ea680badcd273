import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productColumns, type ProductRow } from '../catalogue/repository';
import { cartLines, carts, products } from '../../db/schema/index';

export type CartLineRow = { sku: string; units: number; product: ProductRow };

export function createCartRepository(db: Database) {
  return {
    async findOpenCart(accountId: number): Promise<number | null> {
      const [row] = await db.select({ id: carts.id }).from(carts).where(and(eq(carts.accountId, accountId), eq(carts.status, 'open'))).limit(1);
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
      return db
        .select({ sku: cartLines.sku, units: cartLines.units, product: productColumns })
        .from(cartLines)
        .innerJoin(products, eq(products.sku, cartLines.sku))
        .where(eq(cartLines.cartId, cartId))
        .orderBy(asc(cartLines.addedAt), asc(cartLines.sku));
    },

    async findActiveProduct(sku: string): Promise<boolean> {
      const [row] = await db.select({ sku: products.sku }).from(products).where(and(eq(products.sku, sku), eq(products.active, true))).limit(1);
      return row !== undefined;
    },

    /** Adds units to the line (creating it), never past `max`; the units the line holds now. */
    async addUnits(cartId: number, sku: string, units: number, max: number): Promise<number> {
      const [row] = await db
        .insert(cartLines)
        .values({ cartId, sku, units: Math.min(units, max) })
        .onConflictDoUpdate({ target: [cartLines.cartId, cartLines.sku], set: { units: sql`least(${cartLines.units} + ${units}, ${max})` } })
        .returning({ units: cartLines.units });
      await this.touch(cartId);
      return row?.units ?? 0;
    },

    async setUnits(cartId: number, sku: string, units: number): Promise<void> {
      if (units <= 0) await db.delete(cartLines).where(and(eq(cartLines.cartId, cartId), eq(cartLines.sku, sku)));
      else await db.insert(cartLines).values({ cartId, sku, units }).onConflictDoUpdate({ target: [cartLines.cartId, cartLines.sku], set: { units } });
      await this.touch(cartId);
    },

    async touch(cartId: number): Promise<void> {
      await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
