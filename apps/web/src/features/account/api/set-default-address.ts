import type { AddressesResponse } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../../../shared/api/client';
import { addressesSchema } from './addresses-schema';

export const setDefaultAddress = (token: string, ID: number): Promise<AddressesResponse> =>
  apiPost('/customer/addresses/setDefault', { token, ID }, addressesSchema);
