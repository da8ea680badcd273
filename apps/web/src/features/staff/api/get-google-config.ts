import { apiGet } from '../../../shared/api/client';
import { staffSchemas } from '../../../shared/api/lazy-schemas';

/** Google Identity Services' client, or the demo stand-in (docs/product.md#branch-staff-sign-in login_branch). */
export const googleConfig = () => apiGet('/login/google/config', () => staffSchemas().then((m) => m.GoogleConfigResponseSchema));
