import { t } from '@mostrador/shared/messages/es-MX';
import { useSocketStore } from '../../shared/socket/socket-store';
import { notify } from '../../shared/notify/notify';
import { useAuthStore } from './auth-store';
import { signOutOfGoogle } from './google-identity';
import { logoutSession } from './api/logout-session';

/**
 * Ends the session on the server (a failure there does not keep anyone signed in), clears what
 * docs/product.md#sessions lists and says "Has terminado tu sesion satisfactoriamente".
 */
export async function signOut(): Promise<void> {
  const token = useAuthStore.getState().idToken;
  if (token) await logoutSession(token).catch(() => undefined);
  useAuthStore.getState().logout();
  notify({ type: 'positive', message: t('auth.signedOut') });
  await signOutFromBranchGoogle();
}

/**
 * docs/product.md#sessions: then out of Google; on success the branch data is cleared and the branch
 * socket is disconnected, on failure "Vaya, parece que algo salió mal".
 */
export async function signOutFromBranchGoogle(): Promise<void> {
  try {
    await signOutOfGoogle();
    useAuthStore.getState().clearBranch();
    useSocketStore.getState().setSocketBranchStatus('disconnected');
  } catch {
    notify({ type: 'negative', message: t('errors.somethingWentWrong') });
  }
}
