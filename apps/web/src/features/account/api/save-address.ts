import type { AddressesResponse, AddressFields } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../../../shared/api/client';
import { addressesSchema } from './addresses-schema';

/**
 * Without ID adds a new address; with ID edits that one. The account screens and checkout (which
 * adds an address in place) both call it.
 */
export const saveAddress = (token: string, fields: AddressFields, ID?: number): Promise<AddressesResponse> =>
  apiPost('/customer/addresses/save', { token, ...fields, ...(ID === undefined ? {} : { ID }) }, addressesSchema);
