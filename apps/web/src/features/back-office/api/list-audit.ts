import type { AuditFilter, AuditListResponse } from '@mostrador/shared/schemas/admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPost } from '../../../shared/api/client';
import { adminSchemas } from '../../../shared/api/lazy-schemas';

/** The filter without the token: what the screen holds. */
export type AuditFilterFields = Omit<AuditFilter, 'token'>;

/** POST /admin/audit/list: newest first, a page at a time. */
export const listAudit = (token: string, filter: AuditFilterFields, signal?: AbortSignal): Promise<AuditListResponse> =>
  apiPost('/admin/audit/list', { token, ...filter }, () => adminSchemas().then((m) => m.AuditListResponseSchema), { signal });

export const auditListQuery = (token: string, filter: AuditFilterFields) =>
  queryOptions({
    queryKey: ['backOffice', 'audit', filter],
    queryFn: ({ signal }) => listAudit(token, filter, signal),
    placeholderData: keepPreviousData,
    enabled: token !== '',
  });
