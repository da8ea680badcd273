import { t } from '@mostrador/shared/messages/es-MX';
import { notify } from '../notify/notify';
import { useAuthStore } from './auth-store';
import { logoutSession } from './session-api';

/**
 * Ends the session on the server (a failure there does not keep anyone signed in), clears what
 * spec §4 lists and says "Has terminado tu sesion satisfactoriamente".
 */
export async function signOut(): Promise<void> {
  const token = useAuthStore.getState().idToken;
  if (token) await logoutSession(token).catch(() => undefined);
  useAuthStore.getState().logout();
  notify({ type: 'positive', message: t('auth.signedOut') });
}
