import { pushTokenIfGranted } from '../push';
import { authT as t } from '@mostrador/shared/messages/es-MX-auth';
import { phone10 } from '@mostrador/shared/validation/rules';
import { useState, type FormEvent } from 'react';
import { useAuthStore } from './auth-store';
import { useReturnAfterSignIn } from './return-after-sign-in';
import { notify, notifyError } from '../../shared/notify/notify';
import formStyles from '../../shared/ui/form.module.css';
import { PasswordField } from '../../shared/ui/password-field';
import { PhoneField } from '../../shared/ui/phone-field';
import uiStyles from '../../shared/ui/ui.module.css';
import { login } from './api/login';
import { AuthLinks } from './auth-links';

/** /auth/login: phone and password (docs/product.md#sign-in-and-phone-verification /login). */
export function LoginPage() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; password?: string }>({});
  const [isBusy, setBusy] = useState(false);
  const goBack = useReturnAfterSignIn();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phoneCheck = phone10(phone);
    const next = {
      ...(phoneCheck !== true ? { phone: phoneCheck } : {}),
      ...(password === '' ? { password: t('validation.required') } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      const session = await login({ PHONE: phone, PASSWORD: password, FIREBASE_TOKEN: await pushTokenIfGranted() });
      useAuthStore.getState().setSession(session);
      notify({ type: 'positive', clearsErrors: true, message: t('auth.welcome', { name: session.user.NAME.split(' ')[0] ?? '' }) });
      goBack();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="login-title">
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <h1 id="login-title" className={formStyles.title}>
          {t('loginPage.iniciarSesion')}
        </h1>
        <PhoneField value={phone} onChange={setPhone} error={errors.phone} autoFocus />
        <PasswordField
          label={t('loginPage.contrasena')}
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
        />
        <button type="submit" className={`${uiStyles.button} ${formStyles.wide}`} disabled={isBusy}>
          {isBusy ? t('loginPage.entrando') : t('loginPage.entrar')}
        </button>
        <AuthLinks show={['recover_password', 'register', 'login_branch']} />
      </form>
    </section>
  );
}
