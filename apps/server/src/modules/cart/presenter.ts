import { todayInMexico } from '@mostrador/shared/format/date';
import { priceLine, promotionOn, toCents, toPesos } from '@mostrador/shared/pricing/promotions';
import type { ShoppingCart } from '@mostrador/shared/schemas/cart';
import { isBranchOnly, romanGroup } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as mt } from '@mostrador/shared/messages/es-MX-medicine-groups';
import { AppError } from '../../lib/errors';
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
      MEDICINE_GROUP: product.medicineGroup ?? null,
      ANTIBIOTIC: product.antibiotic ?? false,
      BRANCH_ONLY: isBranchOnly(product.medicineGroup),
      SUBTOTAL: toPesos(price.subtotalCents),
      DISCOUNT: toPesos(price.discountCents),
      LINE_TOTAL: toPesos(price.totalCents),
      FREE_UNITS: price.freeUnits,
    };
  });
  return { ID: id, products, UNITS: units, SUBTOTAL: toPesos(subtotal), DISCOUNT: toPesos(discount), TOTAL: toPesos(subtotal - discount) };
}

/** A group I–III product refused for the cart (issue 34): 409, the product named. */
export const branchOnlyError = (name: string, group: number): AppError =>
  new AppError(mt('mg.refuse.add', { name, group: romanGroup(group) }), 409);
