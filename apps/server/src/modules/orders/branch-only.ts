import { isBranchOnly } from '@mostrador/shared/medicines/groups';
import { medicineGroupsT as mt } from '@mostrador/shared/messages/es-MX-medicine-groups';
import { AppError } from '../../lib/errors';
import type { CartLineRow } from '../cart/index';

/**
 * Groups I–III are sold only at a branch against the original prescription (issue 34,
 * docs/product.md#medicine-groups): checkout refuses a cart that holds any, whatever the client
 * sent, with a 409 naming them. The cart already refuses adding them; this catches a product
 * whose group changed after it was added.
 */
export function refuseBranchOnly(lines: readonly CartLineRow[]): void {
  const names = lines.filter((l) => isBranchOnly(l.product.medicineGroup)).map((l) => `«${l.product.name}»`);
  if (names.length > 0) throw new AppError(mt('mg.refuse.checkout', { names: names.join(', ') }), 409);
}
