import { apiPost } from '../../../shared/api/client';
import { supportSchemas } from '../../../shared/api/lazy-schemas';

/** POST /support/search: customers by phone, name or order folio. */
export const searchCustomers = (token: string, QUERY: string) =>
  apiPost('/support/search', { token, QUERY }, () => supportSchemas().then((m) => m.SupportSearchResponseSchema));
