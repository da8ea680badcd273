import { apiGet } from '../../../shared/api/client';
import { staffSchemas } from './staff-schemas';

/** Google Identity Services' client, or the demo stand-in (spec §2 login_branch). */
export const googleConfig = () => apiGet('/login/google/config', () => staffSchemas().then((m) => m.GoogleConfigResponseSchema));
