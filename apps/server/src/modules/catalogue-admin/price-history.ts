import { formatMoney } from '@mostrador/shared/format/money';
import { catalogueAdminT as ct } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import { priceChanged, priceJump, type PriceChangeSource } from '@mostrador/shared/pricing/price-change';
import { PRICE_NEEDS_CONFIRMATION, type PriceChange } from '@mostrador/shared/schemas/catalogue-admin';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, productPriceHistory, products } from '../../db/schema/index';
import { AppError } from '../../lib/errors';

/** One price change to keep: `oldPrice` null when the product is new. Pesos as text ("89.50"). */
export interface PriceChangeValues {
  sku: string;
  oldPrice: string | null;
  newPrice: string;
}

/**
 * Writes the changes to the product price history, inside the caller's transaction (the one that
 * changes the prices), in one statement however many there are (the import writes 1,000 at a time).
 */
export async function recordPriceChanges(
  tx: Database,
  changes: readonly PriceChangeValues[],
  who: { accountId: number | null; source: PriceChangeSource },
): Promise<void> {
  if (changes.length === 0) return;
  const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
  await tx.execute(sql`
    insert into ${productPriceHistory} (sku, old_price, new_price, account_id, source)
    select sku, nullif(old_price, '')::numeric, new_price::numeric, ${who.accountId}::int, ${who.source}
    from unnest(${texts(changes.map((c) => c.sku))}, ${texts(changes.map((c) => c.oldPrice ?? ''))}, ${texts(changes.map((c) => c.newPrice))})
      as c(sku, old_price, new_price)`);
}

/**
 * What a bulk write is about to replace: these products' prices now, their rows locked (in SKU
 * order, so two writers never deadlock) until the caller's transaction ends.
 */
export async function lockedPrices(tx: Database, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const rows = await tx
    .select({ sku: products.sku, price: products.price })
    .from(products)
    .where(inArray(products.sku, [...skus]))
    .orderBy(asc(products.sku))
    .for('update');
  return new Map(rows.map((r) => [r.sku, r.price]));
}

/** The price changes among rows about to be written: new products, and those whose price differs from `before`. */
export function changedPrices(rows: readonly { sku: string; price: string }[], before: Map<string, string>): PriceChangeValues[] {
  return rows
    .map((r) => ({ sku: r.sku, oldPrice: before.get(r.sku) ?? null, newPrice: r.price }))
    .filter((c) => priceChanged(c.oldPrice, c.newPrice));
}

/**
 * The back office's guardrail (pricing/price-change.ts): a price that jumps beyond the ratio is
 * refused with a 409 the editor answers by asking, then resending with CONFIRM_PRICE.
 */
export function requirePriceConfirmation(oldPrice: string, newPrice: string): void {
  const jump = priceJump(oldPrice, newPrice);
  if (!jump) return;
  const message = ct(`cat.priceJump.${jump}`, { from: formatMoney(oldPrice), to: formatMoney(newPrice) });
  throw new AppError(message, 409, {
    code: PRICE_NEEDS_CONFIRMATION,
    details: { OLD_PRICE: Number(oldPrice).toFixed(2), NEW_PRICE: Number(newPrice).toFixed(2) },
  });
}

/** One page of a product's price changes, newest first, with who made each. */
export async function priceHistoryPage(db: Database, sku: string, limit: number, offset: number): Promise<PriceChange[]> {
  const rows = await db
    .select({
      id: productPriceHistory.id,
      changedAt: productPriceHistory.changedAt,
      oldPrice: productPriceHistory.oldPrice,
      newPrice: productPriceHistory.newPrice,
      source: productPriceHistory.source,
      accountName: accounts.name,
    })
    .from(productPriceHistory)
    .leftJoin(accounts, eq(accounts.id, productPriceHistory.accountId))
    .where(eq(productPriceHistory.sku, sku))
    .orderBy(desc(productPriceHistory.changedAt), desc(productPriceHistory.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({
    ID: r.id,
    AT: r.changedAt.toISOString(),
    OLD_PRICE: r.oldPrice === null ? null : Number(r.oldPrice).toFixed(2),
    NEW_PRICE: Number(r.newPrice).toFixed(2),
    SOURCE: r.source as PriceChangeSource,
    ACCOUNT_NAME: r.accountName ?? '',
  }));
}
