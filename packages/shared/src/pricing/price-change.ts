/**
 * The staff guardrail on prices (issue 32, docs/decisions/059): a new price more than
 * PRICE_JUMP_RATIO times the current one, or less than its 1/PRICE_JUMP_RATIO part, is taken for
 * a typo until a person confirms it. The editor's save and the import's dry run ask the same
 * question with this one rule.
 */
export const PRICE_JUMP_RATIO = 3;

/** Where a price change came from, as the product's price history keeps it. */
export const PRICE_CHANGE_SOURCES = ['back_office', 'import'] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

const cents = (pesos: string | number) => Math.round(Number(pesos) * 100);

/**
 * 'up' when the new price is more than PRICE_JUMP_RATIO times the current one, 'down' when it is
 * less than its 1/PRICE_JUMP_RATIO part, null otherwise (and for a new product, which has no
 * current price). Compared in whole cents, so "100" and "100.00" are the same price.
 */
export function priceJump(current: string | number | null, next: string | number): 'up' | 'down' | null {
  if (current === null) return null;
  const before = cents(current);
  const after = cents(next);
  if (!Number.isFinite(before) || !Number.isFinite(after) || before <= 0) return null;
  if (after > before * PRICE_JUMP_RATIO) return 'up';
  if (after * PRICE_JUMP_RATIO < before) return 'down';
  return null;
}

/** True when the two amounts are different prices (in whole cents). */
export const priceChanged = (current: string | number | null, next: string | number): boolean =>
  current === null || cents(current) !== cents(next);
