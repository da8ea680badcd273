import { PasswordField } from '../../../shared/ui/password-field';
import { t } from '@mostrador/shared/messages/es-MX-account';
import { Controller } from 'react-hook-form';
import formStyles from '../../../shared/ui/form.module.css';
import uiStyles from '../../../shared/ui/ui.module.css';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

/** Password change with the current password (the spec marks this unfinished; this finishes it). */
export function ChangePasswordForm({ token, phone }: { token: string; phone: string }) {
  const { control, isSaving, submit } = useChangePasswordForm(token, phone);

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('changePasswordForm.cambiarContrasena')}>
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
