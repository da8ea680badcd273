import { catalogueT } from '../messages/es-MX-catalogue';
import { parsePromotion, type Promotion } from './promotions';

/** What a shopper reads for a promotion: its own label, else one written from its kind ("3x2"). */
export function promotionWords(promotion: Promotion, ownLabel: unknown): string {
  if (typeof ownLabel === 'string' && ownLabel.trim() !== '') return ownLabel;
  if (promotion.type === 'NXM') return catalogueT('promotion.nxm', { n: promotion.n, m: promotion.m });
  if (promotion.type === 'BUY_N_GET_NEXT') return catalogueT('promotion.buyN', { n: promotion.n });
  return catalogueT('promotion.percent', { percent: promotion.percent });
}

/**
 * The label of a SOY_TU_FAN_JSON text, the same on tiles, the product page and the in-store
 * screen whether the promotion was seeded with a label or made in the back office without one
 * (issue 32); a stored label alone still shows; null without anything readable.
 */
export function promotionLabelOf(json: string | null): { label: string; promotion: Promotion | null } | null {
  if (!json) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const own = (raw as { label?: unknown } | null)?.label;
  const promotion = parsePromotion(raw);
  if (promotion) return { label: promotionWords(promotion, own), promotion };
  return typeof own === 'string' && own.trim() !== '' ? { label: own, promotion: null } : null;
}
