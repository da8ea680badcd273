import { ControlledPasswordField } from '../../../shared/ui/controlled-password-field';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import formStyles from '../../../shared/ui/form.module.css';
import uiStyles from '../../../shared/ui/ui.module.css';
import { useChangePasswordForm } from '../hooks/use-change-password-form';

/** Password change with the current password (the spec marks this unfinished; this finishes it). */
export function ChangePasswordForm({ token, phone }: { token: string; phone: string }) {
  const { control, isSaving, submit } = useChangePasswordForm(token, phone);

  return (
    <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('changePasswordForm.cambiarContrasena')}>
      <ControlledPasswordField
        control={control}
        name="current"
        label={t('changePasswordForm.contrasenaActual')}
        autoComplete="current-password"
      />
      <ControlledPasswordField
        control={control}
        name="next"
        label={t('changePasswordForm.nuevaContrasena')}
        showRules
        phone={phone}
        autoComplete="new-password"
      />
      <ControlledPasswordField
        control={control}
        name="confirmation"
        label={t('changePasswordForm.confirmaLaNuevaContrasena')}
        autoComplete="new-password"
      />
      <div className={formStyles.actions}>
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? t('changePasswordForm.cambiando') : t('changePasswordForm.cambiarContrasena')}
        </button>
      </div>
    </form>
  );
}
