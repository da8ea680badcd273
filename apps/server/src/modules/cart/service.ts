import { MAX_UNITS_PER_LINE, type ShoppingCart } from '@mostrador/shared/schemas/cart';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { SessionsService } from '../auth/sessions-service';
import { productNotFound } from '../catalogue/service';
import { presentCart } from './presenter';
import { createCartRepository } from './repository';

/**
 * The customer's one open cart (spec §7): it lives on the server, so it follows the customer
 * across devices. Every change runs in a transaction and answers the whole priced cart.
 */
export function createCartService(deps: { db: Database; sessions: SessionsService }) {
  const { db, sessions } = deps;

  const change = async (token: string, apply?: (repo: ReturnType<typeof createCartRepository>, cartId: number) => Promise<void>): Promise<ShoppingCart> => {
    const { accountId } = await sessions.authenticate(token);
    return db.transaction(async (tx) => {
      const repo = createCartRepository(tx);
      const cartId = await repo.openCart(accountId);
      if (apply) await apply(repo, cartId);
      return presentCart(cartId, await repo.lines(cartId));
    });
  };
  const requireProduct = async (repo: ReturnType<typeof createCartRepository>, sku: string) => {
    if (!(await repo.findActiveProduct(sku))) throw new AppError(productNotFound(sku), 404);
  };

  return {
    cart: (token: string) => change(token),

    /**
     * Always one unit, added to the existing line (spec §5), up to 99 per product. The hot path
     * is one statement; only a customer without an open cart goes through the transaction.
     */
    async addProduct(token: string, sku: string): Promise<ShoppingCart> {
      const { accountId } = await sessions.authenticate(token);
      const repo = createCartRepository(db);
      const added = await repo.addToOpenCart(accountId, sku, 1, MAX_UNITS_PER_LINE);
      if (!added.isProduct) throw new AppError(productNotFound(sku), 404);
      if (added.cartId === null) {
        return change(token, async (tx, cartId) => {
          await requireProduct(tx, sku);
          await tx.addUnits(cartId, sku, 1, MAX_UNITS_PER_LINE);
        });
      }
      return presentCart(added.cartId, added.lines);
    },

    /** Units below 0 count as 0, and 0 removes the line (spec §5). */
    updateUnits: (token: string, sku: string, units: number) =>
      change(token, async (repo, cartId) => {
        const clamped = Math.max(0, units);
        if (clamped > MAX_UNITS_PER_LINE) throw new AppError(`Puedes llevar como máximo ${MAX_UNITS_PER_LINE} piezas de un producto`, 400);
        if (clamped > 0) await requireProduct(repo, sku);
        await repo.setUnits(cartId, sku, clamped);
      }),
  };
}

export type CartService = ReturnType<typeof createCartService>;
