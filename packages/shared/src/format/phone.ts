/** Mexican mobile numbers for display: ten digits on the wire, "(331) 111 - 2222" on screen. */
import { PHONE_DIGITS, PHONE_PREFIX } from '../constants/limits';
import { MASKS, applyMask, unmask } from '../validation/masks';

/** "(331) 111 - 2222"; text without exactly ten digits is returned as it came, not half-masked. */
export function formatPhone(phone: string): string {
  return unmask(phone).length === PHONE_DIGITS ? applyMask(MASKS.phone, phone) : phone;
}

/** "+52 3311112222", as the SMS modal shows it (docs/product.md#sign-in-and-phone-verification); an existing +52 is not doubled. */
export function withPrefix(phone: string): string {
  const local = phone.trim().startsWith(PHONE_PREFIX) ? phone.trim().slice(PHONE_PREFIX.length) : phone;
  return `${PHONE_PREFIX} ${unmask(local)}`;
}
