import type { AccountDetailResponse } from '@mostrador/shared/schemas/admin';
import { queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { adminSchemas } from '../../../shared/api/lazy-schemas';

/** POST /admin/users/detail: one person with their history. */
export const fetchAccountDetail = (token: string, ACCOUNT_ID: number, signal?: AbortSignal): Promise<AccountDetailResponse> =>
  apiPost('/admin/users/detail', { token, ACCOUNT_ID }, () => adminSchemas().then((m) => m.AccountDetailResponseSchema), { signal });

export const accountDetailQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: ['backOffice', 'account', id],
    queryFn: ({ signal }) => fetchAccountDetail(token, id, signal),
    enabled: token !== '' && id > 0,
  });
