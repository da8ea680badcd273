import { todayInMexico } from '@mostrador/shared/format/date';
import { priceLine, promotionOn, toCents, toPesos } from '@mostrador/shared/pricing/promotions';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import { promotionJson } from '../../lib/promotion-json';
import type { CartLineRow } from './repository';

/** The cart as docs/product.md#cart reads it, with every line priced by the one promotion function. */
export function presentCart(id: number, lines: CartLineRow[], today: string = todayInMexico()): ShoppingCart {
  let subtotal = 0;
  let discount = 0;
  let units = 0;
  const products = lines.map(({ sku, units: lineUnits, product }) => {
    const unitCents = toCents(product.price);
    const price = priceLine(unitCents, lineUnits, promotionOn(product.promotion, today));
    subtotal += price.subtotalCents;
    discount += price.discountCents;
    units += lineUnits;
    return {
      SKU: sku,
      UNITS: lineUnits,
      SOY_TU_FAN_JSON: promotionJson(product.promotion, today),
      NAME: product.name,
      PRESENTATION: product.presentation,
      IMAGE: product.images[0] ?? '',
      PRICE: toPesos(unitCents),
      REQUIRES_PRESCRIPTION: product.requiresPrescription,
      SUBTOTAL: toPesos(price.subtotalCents),
      DISCOUNT: toPesos(price.discountCents),
      LINE_TOTAL: toPesos(price.totalCents),
      FREE_UNITS: price.freeUnits,
    };
  });
  return { ID: id, products, UNITS: units, SUBTOTAL: toPesos(subtotal), DISCOUNT: toPesos(discount), TOTAL: toPesos(subtotal - discount) };
}
