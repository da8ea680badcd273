import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../shared/api/api-error';
import { googleProfile, useAuthStore } from '../../auth';
import { connectBranch } from '../../live';
import { notify } from '../../../shared/notify/notify';
import { devIdpToken } from '../api/get-dev-idp-token';
import { loginGoogle } from '../api/login-google';
import { pathTo } from '../../../shared/ui/navigation/routes';

/**
 * The branch's Google sign-in, from a Google credential or (demo mode) a stand-in account's
 * e-mail: keeps the branch and its token, joins the branch's room and opens the orders' monitor.
 */
export function useBranchSignIn() {
  const token = useAuthStore((s) => s.idToken);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (proof: { email: string } | { idToken: string }) => {
      const idToken = 'idToken' in proof ? proof.idToken : (await devIdpToken(proof.email)).id_token;
      const profile = googleProfile(idToken);
      return loginGoogle(token ?? '', idToken, profile.name, profile.picture);
    },
    onSuccess: (answer) => {
      useAuthStore.getState().setBranch(answer.branch, answer.branchToken);
      connectBranch();
      notify({ type: 'positive', clearsErrors: true, message: t('loginBranchPage.sucursalNameConectada', { name: answer.branch.NAME }) });
      void navigate(pathTo('home_orders'));
    },
    // The words in docs/product.md#branch-staff-sign-in for a failed Google sign-in; the server's precise reason underneath.
    onError: (error) => notify({ type: 'negative', message: t('errors.somethingWentWrong'), caption: messageOf(error) }),
  });
}
