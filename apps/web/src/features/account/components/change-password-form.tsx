import { t } from '@mostrador/shared/messages/es-MX-account';
import { passwordProblem } from '@mostrador/shared/validation/password-policy';
import { useState, type FormEvent } from 'react';
import { updatePassword } from '../../../shared/account/account-api';
import { PasswordField } from '../../../shared/account/password-field';
import { useAuthStore } from '../../../shared/auth/auth-store';
import { notify, notifyError } from '../../../shared/notify/notify';
import formStyles from '../../../shared/ui/form.module.css';
import uiStyles from '../../../shared/ui/ui.module.css';

type Errors = Partial<Record<'current' | 'next' | 'confirmation', string>>;

/** Password change with the current password (the spec marks this unfinished; this finishes it). */
export function ChangePasswordForm({ token, phone }: { token: string; phone: string }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (current === '') found.current = t('validation.required');
    const problem = passwordProblem(next, phone);
    if (problem) found.next = problem;
    else if (next === current) found.next = t('auth.samePassword');
    else if (confirmation !== next) found.confirmation = t('changePasswordForm.lasContrasenasNoCoinciden');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const { user } = await updatePassword({ token, PHONE: phone, PASSWORD: next, CURRENT_PASSWORD: current });
      useAuthStore.getState().setUser(user);
      setCurrent('');
      setNext('');
      setConfirmation('');
      notify({ type: 'positive', message: t('auth.passwordChanged') });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('changePasswordForm.cambiarContrasena')}>
      <PasswordField label={t('changePasswordForm.contrasenaActual')} value={current} onChange={setCurrent} error={errors.current} autoComplete="current-password" />
      <PasswordField label={t('changePasswordForm.nuevaContrasena')} value={next} onChange={setNext} error={errors.next} showRules phone={phone} autoComplete="new-password" />
      <PasswordField label={t('changePasswordForm.confirmaLaNuevaContrasena')} value={confirmation} onChange={setConfirmation} error={errors.confirmation} autoComplete="new-password" />
      <div className={formStyles.actions}>
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? 'Cambiando...' : t('changePasswordForm.cambiarContrasena')}
        </button>
      </div>
    </form>
  );
}
