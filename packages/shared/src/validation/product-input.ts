import { catalogueAdminT as ct } from '../messages/es-MX-catalogue-admin';
import { MIN_EXPIRY_DAYS_MAX, type ProductInput, type PromotionInput } from '../schemas/catalogue-admin';
import { isIsoDay } from './patterns';
import { ean13Problem, parsePesos, skuProblem } from './product-fields';

/** The editor's fields that can be refused, as paths of ProductInput (the form names them so). */
export type ProductInputField =
  | 'SKU'
  | 'BARCODE'
  | 'NAME'
  | 'PRICE'
  | 'MIN_EXPIRY_DAYS'
  | 'PROMOTION.N'
  | 'PROMOTION.M'
  | 'PROMOTION.PERCENT'
  | 'PROMOTION.FROM'
  | 'PROMOTION.UNTIL';

export type ProductInputErrors = Partial<Record<ProductInputField, string>>;

/** The editor's promotion as it is stored (products.promotion): what checkout and the preview price. */
export function storedPromotion(p: PromotionInput | null): Record<string, unknown> | null {
  if (!p) return null;
  const dates = { ...(p.FROM ? { from: p.FROM } : {}), ...(p.UNTIL ? { until: p.UNTIL } : {}) };
  if (p.TYPE === 'NXM') return { type: 'NXM', n: p.N, m: p.M, ...dates };
  if (p.TYPE === 'BUY_N_GET_NEXT') return { type: 'BUY_N_GET_NEXT', n: p.N, ...dates };
  return { type: 'PERCENT', percent: p.PERCENT, ...dates };
}

/** The promotion's problems, by the field a person fixes; empty when it can be stored. */
export function promotionErrors(p: PromotionInput | null): ProductInputErrors {
  const errors: ProductInputErrors = {};
  if (!p) return errors;
  if (p.FROM !== null && !isIsoDay(p.FROM)) errors['PROMOTION.FROM'] = ct('cat.promotion.badDate', { day: p.FROM });
  if (p.UNTIL !== null && !isIsoDay(p.UNTIL)) errors['PROMOTION.UNTIL'] = ct('cat.promotion.badDate', { day: p.UNTIL });
  else if (p.FROM && p.UNTIL && p.UNTIL < p.FROM) errors['PROMOTION.UNTIL'] = ct('cat.promotion.dates');
  if (p.TYPE === 'NXM' && !(p.M >= 1 && p.N > p.M)) errors[p.M >= 1 ? 'PROMOTION.N' : 'PROMOTION.M'] = ct('cat.promotion.NXM');
  if (p.TYPE === 'BUY_N_GET_NEXT' && p.N < 1) errors['PROMOTION.N'] = ct('cat.promotion.BUY_N_GET_NEXT');
  if (p.TYPE === 'PERCENT' && !(p.PERCENT > 0 && p.PERCENT < 100)) errors['PROMOTION.PERCENT'] = ct('cat.promotion.PERCENT');
  return errors;
}

/**
 * Every problem of the editor's product, each in Spanish next to its field, with the rules of
 * product-fields.ts: the editor shows them all at once and the server refuses the first (in
 * this order), so both say the same words.
 */
export function productInputErrors(input: ProductInput): ProductInputErrors {
  const errors: ProductInputErrors = {};
  const sku = skuProblem(input.SKU);
  if (sku) errors.SKU = ct(`cat.sku.${sku as 'REQUIRED' | 'SKU_FORMAT'}`);
  const ean = ean13Problem(input.BARCODE);
  if (ean) errors.BARCODE = ct(`cat.ean.${ean as 'REQUIRED' | 'EAN_FORMAT' | 'EAN_CHECK_DIGIT'}`, { code: input.BARCODE });
  if (input.NAME.trim() === '') errors.NAME = ct('cat.nameRequired');
  const price = parsePesos(input.PRICE);
  if (!price.ok) errors.PRICE = ct(`cat.price.${price.problem as 'REQUIRED' | 'PRICE_FORMAT' | 'PRICE_NOT_POSITIVE'}`);
  const days = input.MIN_EXPIRY_DAYS;
  if (days !== undefined && !(Number.isInteger(days) && days >= 0 && days <= MIN_EXPIRY_DAYS_MAX))
    errors.MIN_EXPIRY_DAYS = ct('cat.minExpiryDays');
  return { ...errors, ...promotionErrors(input.PROMOTION) };
}
