import { pushTokenIfGranted } from '../push';
import { authT as t } from '@mostrador/shared/messages/es-MX-auth';
import { RECOVERY_PLACEHOLDER_NAME } from '@mostrador/shared/schemas/auth';
import { useAuthStore } from './auth-store';
import { useReturnAfterSignIn } from './return-after-sign-in';
import { notify } from '../../shared/notify/notify';
import { loginNew } from './api/login-new';
import { AuthLinks } from './auth-links';
import { PhonePasswordForm, type PhonePasswordValues } from './components/phone-password-form';

/** /auth/recover_password: a new password, the phone proven by SMS; /login/new with the placeholder name. */
export function RecoverPasswordPage() {
  const goBack = useReturnAfterSignIn();

  const recover = async (values: PhonePasswordValues, proof: string) => {
    const session = await loginNew({
      NAME: RECOVERY_PLACEHOLDER_NAME,
      PHONE: values.phone,
      PASSWORD: values.password,
      FIREBASE_UID: proof,
      FIREBASE_TOKEN: await pushTokenIfGranted(),
    });
    useAuthStore.getState().setSession(session);
    notify({ type: 'positive', clearsErrors: true, message: t('auth.passwordRecovered') });
    goBack();
  };

  return (
    <PhonePasswordForm
      purpose="recover"
      title={t('recoverPasswordPage.recuperarContrasena')}
      intro={t('recoverPasswordPage.escribeTuNumeroCelularY')}
      submitLabel={t('recoverPasswordPage.enviarCodigo')}
      passwordLabel={t('recoverPasswordPage.nuevaContrasena')}
      onVerified={recover}
      links={<AuthLinks show={['login', 'register']} />}
    />
  );
}
