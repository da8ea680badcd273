import type { AddressesResponse } from '@mostrador/shared/schemas/customer';
import { apiPost } from '../../../shared/api/client';
import { addressesSchema } from './addresses-schema';

export const listAddresses = (token: string): Promise<AddressesResponse> => apiPost('/customer/addresses/list', { token }, addressesSchema);
