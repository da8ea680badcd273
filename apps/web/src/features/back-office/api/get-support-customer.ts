import type { SupportCustomerResponse } from '@mostrador/shared/schemas/support';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { supportSchemas } from '../../../shared/api/lazy-schemas';

/** POST /support/customer: account, addresses, cart, orders, notes and history (no secrets). */
export const fetchSupportCustomer = (token: string, ACCOUNT_ID: number, signal?: AbortSignal): Promise<SupportCustomerResponse> =>
  apiPost('/support/customer', { token, ACCOUNT_ID }, () => supportSchemas().then((m) => m.SupportCustomerResponseSchema), {
    signal,
  });

export const supportCustomerQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: ['backOffice', 'supportCustomer', id],
    queryFn: ({ signal }) => fetchSupportCustomer(token, id, signal),
    enabled: token !== '' && id > 0,
  });
