import type { AddressesResponse, AddressFields } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../api/client';
import { customerSchemas } from '../api/lazy-schemas';

// In shared, not in a feature: the account screens and checkout (which adds an address in
// place) both call these. Every answer is the whole list, default first.
const parse = () => customerSchemas().then((m) => m.AddressesResponseSchema);

export const listAddresses = (token: string): Promise<AddressesResponse> => apiPost('/customer/addresses/list', { token }, parse);

/** Without ID adds a new address; with ID edits that one. */
export const saveAddress = (token: string, fields: AddressFields, ID?: number): Promise<AddressesResponse> =>
  apiPost('/customer/addresses/save', { token, ...fields, ...(ID === undefined ? {} : { ID }) }, parse);

export const deleteAddress = (token: string, ID: number): Promise<AddressesResponse> => apiPost('/customer/addresses/delete', { token, ID }, parse);

export const setDefaultAddress = (token: string, ID: number): Promise<AddressesResponse> =>
  apiPost('/customer/addresses/setDefault', { token, ID }, parse);
