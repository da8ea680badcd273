import { useMutation } from '@tanstack/react-query';
import { signOutFromBranchGoogle, useAuthStore } from '../../auth';
import { leaveBranch } from '../../live';
import { notify } from '../../../shared/notify/notify';
import { logoutBranch } from '../api/logout-branch';
import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';

/**
 * "Cerrar sesión de sucursal" (a counter computer changes hands): the branch token is revoked on
 * the server, Google signs out, the socket leaves the branch room; the phone session stays.
 */
export function useBranchSignOut() {
  return useMutation({
    mutationFn: async () => {
      const { idToken, branchIdToken } = useAuthStore.getState();
      // A server that cannot be reached must not keep the branch open on this screen.
      if (idToken && branchIdToken) await logoutBranch(idToken, branchIdToken).catch(() => undefined);
      await signOutFromBranchGoogle();
      leaveBranch();
    },
    onSuccess: () => notify({ type: 'positive', message: t('useBranchSignOut.cerrasteLaSesionDeSucursal') }),
  });
}
