import { t } from '@mostrador/shared/messages/es-MX';
import { MAX_UNITS_PER_LINE, type ShoppingCart } from '@mostrador/shared/schemas/cart';
import { isBranchOnly } from '@mostrador/shared/medicines/groups';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Session } from '../../plugins/session';
import { productNotFound, type CatalogueService } from '../catalogue/service';
import { branchOnlyError, presentCart } from './presenter';
import type { CartLineRow, CartQueries, CartRepository } from './repository';

/**
 * The customer's one open cart (docs/product.md#cart): it lives on the server, so it follows the customer
 * across devices. Every change runs in a transaction and answers the whole priced cart.
 */
export function createCartService(deps: { repo: CartRepository; catalogue: Pick<CatalogueService, 'isActiveProduct'> }) {
  const { repo, catalogue } = deps;

  type Apply = (repo: CartQueries, cartId: number, tx: Database) => Promise<void>;
  const change = (accountId: number, apply?: Apply): Promise<ShoppingCart> =>
    repo.transaction(async (r, tx) => {
      const cartId = await r.openCart(accountId);
      if (apply) await apply(r, cartId, tx);
      return presentCart(cartId, await r.lines(cartId));
    });
  const requireProduct = async (tx: Database, sku: string) => {
    if (!(await catalogue.isActiveProduct(tx, sku))) throw new AppError(productNotFound(sku), 404);
  };
  /** Groups I–III are sold only at a branch (issue 34, docs/product.md#medicine-groups): never into a cart. */
  const refuseBranchOnly = async (r: Pick<CartQueries, 'medicineOf'>, sku: string) => {
    const product = await r.medicineOf(sku);
    if (product && isBranchOnly(product.group)) throw branchOnlyError(product.name, product.group!);
  };

  return {
    cart: (session: Session) => change(session.accountId),

    /** Support's look at a customer's open cart, without opening one when there is none. */
    async openCartOf(accountId: number): Promise<ShoppingCart | null> {
      const cartId = await repo.findOpenCart(accountId);
      return cartId === null ? null : presentCart(cartId, await repo.lines(cartId));
    },

    /**
     * Always one unit, added to the existing line (docs/product.md#cart), up to 99 per product. The hot path
     * is one statement; only a customer without an open cart goes through the transaction.
     */
    async addProduct(session: Session, sku: string): Promise<ShoppingCart> {
      const added = await repo.addToOpenCart(session.accountId, sku, 1, MAX_UNITS_PER_LINE);
      if (!added.isProduct) throw new AppError(productNotFound(sku), 404);
      if (added.branchOnly) await refuseBranchOnly(repo, sku);
      if (added.cartId === null) {
        return change(session.accountId, async (r, cartId, tx) => {
          await requireProduct(tx, sku);
          await refuseBranchOnly(r, sku);
          await r.addUnits(cartId, sku, 1, MAX_UNITS_PER_LINE);
        });
      }
      return presentCart(added.cartId, added.lines);
    },

    /** Units below 0 count as 0, and 0 removes the line (docs/product.md#cart). */
    updateUnits: (session: Session, sku: string, units: number) =>
      change(session.accountId, async (r, cartId, tx) => {
        const clamped = Math.max(0, units);
        if (clamped > MAX_UNITS_PER_LINE) throw new AppError(t('cart.maxUnitsPerProduct', { max: MAX_UNITS_PER_LINE }), 400);
        if (clamped > 0) await requireProduct(tx, sku);
        if (clamped > 0) await refuseBranchOnly(r, sku);
        await r.setUnits(cartId, sku, clamped);
      }),

    /**
     * Checkout's side, inside the order's transaction: the customer's cart row locked (`cartId`,
     * or the open one), its lines and the cart priced by the one promotion function.
     */
    lockForCheckout: (tx: Database, accountId: number, cartId: number | null) => repo.on(tx).lockCart(accountId, cartId),
    async pricedLines(tx: Database, cartId: number): Promise<{ lines: CartLineRow[]; priced: ShoppingCart }> {
      const lines = await repo.on(tx).lines(cartId);
      return { lines, priced: presentCart(cartId, lines) };
    },
    /** The finished cart closes and the customer gets a new open one. */
    async closeAndOpenNew(tx: Database, cartId: number, accountId: number): Promise<void> {
      const r = repo.on(tx);
      await r.closeCart(cartId);
      await r.openNewCart(accountId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
