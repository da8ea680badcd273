import type { AccountSearchResponse } from '@mostrador/shared/schemas/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { adminSchemas } from '../../../shared/api/lazy-schemas';

/** POST /admin/users/search: a page of people matching phone, name or e-mail. */
export const searchAccounts = (token: string, QUERY: string, PAGE: number, signal?: AbortSignal): Promise<AccountSearchResponse> =>
  apiPost('/admin/users/search', { token, QUERY, PAGE }, () => adminSchemas().then((m) => m.AccountSearchResponseSchema), { signal });

export const accountSearchQuery = (token: string, query: string, page: number) =>
  queryOptions({
    queryKey: ['backOffice', 'accounts', query, page],
    queryFn: ({ signal }) => searchAccounts(token, query, page, signal),
    // The table keeps the last page while the next one loads: no jump under the cursor.
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });
