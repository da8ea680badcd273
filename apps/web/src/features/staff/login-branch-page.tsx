import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAuthStore } from '../auth';
import { devIdpAccounts } from './api/get-dev-idp-accounts';
import { googleConfig } from './api/get-google-config';
import { pathTo } from '../../shared/ui/navigation/routes';
import { StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { DemoAccountList } from './components/demo-account-list';
import { GoogleSignInButton } from './components/google-sign-in-button';
import textStyles from '../../shared/ui/text.module.css';
import layoutStyles from '../../shared/ui/layout.module.css';
import styles from './staff.module.css';
import { useBranchSignIn } from './hooks/use-branch-sign-in';
import { useBranchSignOut } from './hooks/use-branch-sign-out';

/**
 * `login_branch` (docs/product.md#branch-staff-sign-in): a person signed in with phone and password signs in with the
 * branch's Google account and gets the branch and its token: Google Identity Services with the
 * server's GOOGLE_CLIENT_ID, or in demo mode the local stand-in's accounts (docs/product.md#demo-mode).
 */
export function LoginBranchPage() {
  const isSignedIn = useAuthStore((s) => s.status === 'authenticated');
  const branch = useAuthStore((s) => s.branch);
  const config = useQuery({ queryKey: ['googleConfig'], queryFn: googleConfig, enabled: isSignedIn, staleTime: Infinity });
  const isDemo = config.data?.DEMO === true;
  const accounts = useQuery({ queryKey: ['devIdpAccounts'], queryFn: devIdpAccounts, enabled: isSignedIn && isDemo, retry: false });
  const branchSignOut = useBranchSignOut();
  const signIn = useBranchSignIn();

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
      <h1 id="login-branch-title" className={textStyles.pageTitle}>
        {t('loginBranchPage.inicioDeSesionDeSucursal')}
      </h1>
      {branch ? (
        <div className={layoutStyles.bar}>
          <p className={textStyles.muted}>
            {t('loginBranchPage.conectadoALaSucursal')} {String(branch.NAME ?? branch.BRANCH)}
            {t('loginBranchPage.puedesCambiarlaAqui')}
          </p>
          <button type="button" className={styles.secondary} disabled={branchSignOut.isPending} onClick={() => branchSignOut.mutate()}>
            {t('loginBranchPage.cerrarSesionDeSucursal')}
          </button>
        </div>
      ) : null}
      {config.isPending || (isDemo && accounts.isPending) ? (
        <p className={textStyles.muted}>{t('loginBranchPage.cargandoCuentas')}</p>
      ) : null}
      {config.data && !isDemo ? (
        <GoogleSignInButton clientId={config.data.CLIENT_ID} onCredential={(idToken) => signIn.mutate({ idToken })} />
      ) : null}
      {config.isError || accounts.isError ? (
        <p className={textStyles.muted} role="status">
          {t('loginBranchPage.elInicioDeSesionCon')}
        </p>
      ) : null}
      {accounts.data ? (
        <DemoAccountList accounts={accounts.data.accounts} isBusy={signIn.isPending} onPick={(email) => signIn.mutate({ email })} />
      ) : null}
    </section>
  );
}
