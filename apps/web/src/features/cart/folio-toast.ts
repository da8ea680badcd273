import type { NotifyType } from '@mostrador/shared/constants/limits';
import { notify } from '../../shared/notify/notify';

/**
 * The one cart toast: the folio after a cart change or a finished order (docs/product.md#cart "folio: {id}"),
 * or the ask to sign in before adding. A new one replaces the one on screen, so two folios
 * never show at once and the ask goes once the product is in the cart.
 */
export function notifyFolio(message: string, type: NotifyType = 'positive'): void {
  notify({ type, message, group: 'folio', replace: true });
}
