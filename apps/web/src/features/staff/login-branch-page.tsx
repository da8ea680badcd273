import { t } from '@mostrador/shared/messages/es-MX-orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { googleProfile, useAuthStore } from '../auth';
import { connectBranch } from '../live';
import { notify } from '../../shared/notify/notify';
import { devIdpAccounts } from './api/get-dev-idp-accounts';
import { devIdpToken } from './api/get-dev-idp-token';
import { googleConfig } from './api/get-google-config';
import { loginGoogle } from './api/login-google';
import { pathTo } from '../../shared/ui/navigation/routes';
import { StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { GoogleSignInButton } from './components/google-sign-in-button';
import styles from './staff.module.css';
import { useBranchSignOut } from './hooks/use-branch-sign-out';

/**
 * `login_branch` (spec §2): a person signed in with phone and password signs in with the
 * branch's Google account and gets the branch and its token: Google Identity Services with the
 * server's GOOGLE_CLIENT_ID, or in demo mode the local stand-in's accounts (DESIGN §5).
 */
export function LoginBranchPage() {
  const token = useAuthStore((s) => s.idToken);
  const isSignedIn = useAuthStore((s) => s.status === 'authenticated');
  const branch = useAuthStore((s) => s.branch);
  const navigate = useNavigate();
  const config = useQuery({ queryKey: ['googleConfig'], queryFn: googleConfig, enabled: isSignedIn, staleTime: Infinity });
  const isDemo = config.data?.DEMO === true;
  const accounts = useQuery({ queryKey: ['devIdpAccounts'], queryFn: devIdpAccounts, enabled: isSignedIn && isDemo, retry: false });
  const branchSignOut = useBranchSignOut();
  const signIn = useMutation({
    mutationFn: async (proof: { email: string } | { idToken: string }) => {
      const idToken = 'idToken' in proof ? proof.idToken : (await devIdpToken(proof.email)).id_token;
      const profile = googleProfile(idToken);
      return loginGoogle(token ?? '', idToken, profile.name, profile.picture);
    },
    onSuccess: (answer) => {
      useAuthStore.getState().setBranch(answer.branch, answer.branchToken);
      connectBranch();
      notify({ type: 'positive', message: t('loginBranchPage.sucursalNameConectada', { name: answer.branch.NAME }) });
      void navigate(pathTo('home_orders'));
    },
    // Spec §8's words for a failed Google sign-in; the server's precise reason underneath.
    onError: (error) => notify({ type: 'negative', message: t('errors.somethingWentWrong'), caption: messageOf(error) }),
  });

  if (!isSignedIn) {
    return (
      <StatePanel level={1} title={t('loginBranchPage.inicioDeSesionDeSucursal')} text={t('loginBranchPage.primeroIniciaSesionConTu')}>
        <Link to={pathTo('login')} className={uiStyles.button}>
          {t('loginBranchPage.iniciarSesion')}
        </Link>
      </StatePanel>
    );
  }
  return (
    <section className={styles.loginBranch} aria-labelledby="login-branch-title">
      <h1 id="login-branch-title" className={styles.title}>
        {t('loginBranchPage.inicioDeSesionDeSucursal')}
      </h1>
      {branch ? (
        <div className={styles.signedBranch}>
          <p className={styles.muted}>
            {t('loginBranchPage.conectadoALaSucursal')} {String(branch.NAME ?? branch.BRANCH)}
            {t('loginBranchPage.puedesCambiarlaAqui')}
          </p>
          <button type="button" className={styles.secondary} disabled={branchSignOut.isPending} onClick={() => branchSignOut.mutate()}>
            {t('loginBranchPage.cerrarSesionDeSucursal')}
          </button>
        </div>
      ) : null}
      {config.isPending || (isDemo && accounts.isPending) ? <p className={styles.muted}>{t('loginBranchPage.cargandoCuentas')}</p> : null}
      {config.data && !isDemo ? (
        <GoogleSignInButton clientId={config.data.CLIENT_ID} onCredential={(idToken) => signIn.mutate({ idToken })} />
      ) : null}
      {config.isError || accounts.isError ? (
        <p className={styles.muted} role="status">
          {t('loginBranchPage.elInicioDeSesionCon')}
        </p>
      ) : null}
      {accounts.data ? (
        <>
          <p className={styles.muted}>{t('loginBranchPage.modoDemostracionEligeLaCuenta')}</p>
          <ul className={styles.accounts} aria-label={t('loginBranchPage.cuentasDeGoogleDeDemostracion')}>
            {accounts.data.accounts.map((a) => (
              <li key={a.email}>
                <button
                  type="button"
                  className={styles.account}
                  disabled={signIn.isPending}
                  onClick={() => signIn.mutate({ email: a.email })}
                >
                  <strong>{a.name}</strong>
                  <span>{a.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
