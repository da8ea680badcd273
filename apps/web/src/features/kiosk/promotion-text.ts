import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { parsePromotion, toCents, toPesos } from '@mostrador/shared/pricing/promotions';

export interface KioskPromotion {
  /** What the shelf tag says: the promotion's own label, or one written from its kind. */
  label: string;
  /** A percentage off gives each piece a lower price; other kinds leave it as is. */
  promoPrice: number | null;
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The product's "soy tu fan" promotion (SOY_TU_FAN_JSON text) as the price checker shows it. */
export function kioskPromotion(json: string | null, price: number): KioskPromotion | null {
  if (!json) return null;
  const raw = readJson(json);
  const promotion = parsePromotion(raw);
  const own = (raw as { label?: unknown } | null)?.label;
  if (!promotion) return typeof own === 'string' && own.trim() !== '' ? { label: own, promoPrice: null } : null;
  const written =
    promotion.type === 'NXM'
      ? kioskT('kiosk.promoNxm', { n: promotion.n, m: promotion.m })
      : promotion.type === 'BUY_N_GET_NEXT'
        ? kioskT('kiosk.promoBuyN', { n: promotion.n })
        : kioskT('kiosk.promoPercent', { percent: promotion.percent });
  const label = typeof own === 'string' && own.trim() !== '' ? own : written;
  const promoPrice = promotion.type === 'PERCENT' ? toPesos(Math.round((toCents(price) * (100 - promotion.percent)) / 100)) : null;
  return { label, promoPrice };
}
