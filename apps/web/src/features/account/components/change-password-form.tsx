import { useMemo, useState } from 'react';
import { updatePassword } from '../api/update-password';
import { PasswordField } from '../../../shared/ui/password-field';
import { useAuthStore } from '../../auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@mostrador/shared/messages/es-MX-account';
import { changePasswordFormSchema } from '@mostrador/shared/validation/password-forms';
import { Controller, useForm } from 'react-hook-form';
import { notify, notifyError } from '../../../shared/notify/notify';
import formStyles from '../../../shared/ui/form.module.css';
import uiStyles from '../../../shared/ui/ui.module.css';

const EMPTY = { current: '', next: '', confirmation: '' };

/** Password change with the current password (the spec marks this unfinished; this finishes it). */
export function ChangePasswordForm({ token, phone }: { token: string; phone: string }) {
  const schema = useMemo(() => changePasswordFormSchema(phone), [phone]);
  // Errors show after a submit and stay until the next one; no field takes the focus.
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: EMPTY,
  });
  // Busy only while the call runs, not while the fields are checked.
  const [isSaving, setSaving] = useState(false);

  const save = async ({ current, next }: typeof EMPTY) => {
    setSaving(true);
    try {
      const { user } = await updatePassword({ token, PHONE: phone, PASSWORD: next, CURRENT_PASSWORD: current });
      useAuthStore.getState().setUser(user);
      reset(EMPTY);
      notify({ type: 'positive', message: t('auth.passwordChanged') });
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={(e) => void handleSubmit(save)(e)}
      noValidate
      aria-label={t('changePasswordForm.cambiarContrasena')}
    >
      <Controller
        control={control}
        name="current"
        render={({ field, fieldState }) => (
          <PasswordField
            label={t('changePasswordForm.contrasenaActual')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoComplete="current-password"
          />
        )}
      />
      <Controller
        control={control}
        name="next"
        render={({ field, fieldState }) => (
          <PasswordField
            label={t('changePasswordForm.nuevaContrasena')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            showRules
            phone={phone}
            autoComplete="new-password"
          />
        )}
      />
      <Controller
        control={control}
        name="confirmation"
        render={({ field, fieldState }) => (
          <PasswordField
            label={t('changePasswordForm.confirmaLaNuevaContrasena')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoComplete="new-password"
          />
        )}
      />
      <div className={formStyles.actions}>
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? t('changePasswordForm.cambiando') : t('changePasswordForm.cambiarContrasena')}
        </button>
      </div>
    </form>
  );
}
