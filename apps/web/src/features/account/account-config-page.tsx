import { formatPhone } from '@mostrador/shared/format/phone';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import { lazy, Suspense, useState } from 'react';
import { updateAccount } from './api/update-account';
import { AccountForm, type AccountFields } from './components/account-form';
import { useAuthStore } from '../auth';
import { loadPushOffer } from '../push';
import { notify, notifyError } from '../../shared/notify/notify';
import textStyles from '../../shared/ui/text.module.css';
import styles from './account.module.css';
import { ChangePasswordForm } from './components/change-password-form';

// Its own Suspense: the offer's chunk must never blank the page while it loads.
const PushOffer = lazy(loadPushOffer);

/** /account/account_config: the customer's data and password (ACCOUNT guard). */
export function AccountConfigPage() {
  const user = useAuthStore((s) => s.user);
  const token = useAuthStore((s) => s.idToken);
  const [isSaving, setSaving] = useState(false);
  if (!user || !token) return null;

  const save = async (fields: AccountFields) => {
    setSaving(true);
    try {
      const { user: saved } = await updateAccount({ ...fields, PHONE: user.PHONE, token });
      useAuthStore.getState().setUser(saved);
      notify({ type: 'positive', clearsErrors: true, message: t('account.saved') });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="account-title">
        <h1 id="account-title" className={textStyles.pageTitle}>
          {t('accountConfigPage.misDatos')}
        </h1>
        <p className={textStyles.muted}>
          {t('accountConfigPage.numeroCelular')} <strong>{formatPhone(user.PHONE)}</strong> {t('accountConfigPage.conElIniciasSesion')}
        </p>
        {/* Keyed by the saved data, so a save or a renewal shows the server's values. */}
        <AccountForm key={JSON.stringify(user)} user={user} isSaving={isSaving} onSubmit={(f) => void save(f)} />
        <Suspense fallback={null}>
          <PushOffer kind="customer" token={useAuthStore.getState().idToken} />
        </Suspense>
      </section>
      <section className={styles.section} aria-labelledby="password-title">
        <h2 id="password-title" className={textStyles.sectionTitle}>
          {t('accountConfigPage.cambiarContrasena')}
        </h2>
        <p className={textStyles.muted}>{t('accountConfigPage.alCambiarlaCerraremosTuSesion')}</p>
        <ChangePasswordForm token={token} phone={user.PHONE} />
      </section>
    </div>
  );
}
