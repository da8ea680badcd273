import { apiGet } from '../../../shared/api/client';
import { staffSchemas } from '../../../shared/api/lazy-schemas';

/** The demo Google stand-in (absent in production: the call then fails and the page says so). */
export const devIdpAccounts = () => apiGet('/dev/idp/accounts', () => staffSchemas().then((m) => m.DevIdpAccountsResponseSchema));
