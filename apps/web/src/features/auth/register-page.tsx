import { pushTokenIfGranted } from '../push';
import { authT as t } from '@mostrador/shared/messages/es-MX-auth';
import { useState } from 'react';
import { useAuthStore } from './auth-store';
import { useReturnAfterSignIn } from './return-after-sign-in';
import { notify } from '../../shared/notify/notify';
import { loginNew } from './api/login-new';
import { AuthLinks } from './auth-links';
import { PhonePasswordForm, type PhonePasswordValues } from './components/phone-password-form';

/** /auth/register: name, phone and password, the phone proven by an SMS code (docs/product.md#sign-in-and-phone-verification). */
export function RegisterPage() {
  const [name, setName] = useState('');
  const goBack = useReturnAfterSignIn();

  const register = async (values: PhonePasswordValues, proof: string) => {
    const session = await loginNew({
      NAME: values.name,
      PHONE: values.phone,
      PASSWORD: values.password,
      FIREBASE_UID: proof,
      FIREBASE_TOKEN: await pushTokenIfGranted(),
    });
    useAuthStore.getState().setSession(session);
    notify({ type: 'positive', clearsErrors: true, message: t('auth.registered', { name: session.user.NAME.split(' ')[0] ?? '' }) });
    goBack();
  };

  return (
    <PhonePasswordForm
      purpose="register"
      title={t('registerPage.crearCuenta')}
      intro={t('registerPage.teEnviaremosUnCodigoPor')}
      submitLabel={t('registerPage.crearCuenta')}
      name={name}
      onNameChange={setName}
      passwordLabel={t('registerPage.contrasena')}
      onVerified={register}
      links={<AuthLinks show={['login']} />}
    />
  );
}
