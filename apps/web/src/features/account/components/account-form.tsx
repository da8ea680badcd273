import type { User } from '@mostrador/shared/schemas/customer';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import { applyMask } from '@mostrador/shared/validation/masks';

/** The birth date as people in Mexico write it; the wire keeps YYYY-MM-DD (use-account-form.ts). */
const BIRTH_MASK = '##/##/####';
import type { UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '../../../shared/ui/form.module.css';
import { TextField } from '../../../shared/ui/text-field';
import uiStyles from '../../../shared/ui/ui.module.css';
import { Controller } from 'react-hook-form';
import { type AccountFields, useAccountForm } from '../hooks/use-account-form';

export type { AccountFields } from '../hooks/use-account-form';

const SEX_OPTIONS = [
  { value: '', label: t('accountForm.prefieroNoDecirlo') },
  { value: 'F', label: t('accountForm.femenino') },
  { value: 'M', label: t('accountForm.masculino') },
] as const;

interface AccountFormProps {
  user: User;
  isSaving: boolean;
  onSubmit: (fields: AccountFields) => void;
}

/** Name, e-mail, birth date (typed DD/MM/AAAA; the wire keeps the spec's YYYY-MM-DD) and sex; the phone is the account's key. */
export function AccountForm({ user, isSaving, onSubmit }: AccountFormProps) {
  const { control, register, submit } = useAccountForm(user, onSubmit);

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('accountForm.misDatos')}>
      <Controller
        control={control}
        name="NAME"
        render={({ field, fieldState }) => (
          <TextField
            label={t('accountForm.nombreCompleto')}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoComplete="name"
            maxLength={120}
          />
        )}
      />
      <Controller
        control={control}
        name="EMAIL"
        render={({ field, fieldState }) => (
          <TextField
            label={t('accountForm.correoElectronicoOpcional')}
            type="email"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
            autoComplete="email"
            maxLength={254}
          />
        )}
      />
      <div className={formStyles.grid}>
        <Controller
          control={control}
          name="BIRTH"
          render={({ field, fieldState }) => (
            <TextField
              label={t('accountForm.fechaDeNacimientoOpcional')}
              value={field.value ?? ''}
              onChange={(v) => field.onChange(applyMask(BIRTH_MASK, v))}
              error={fieldState.error?.message}
              placeholder={t('accountForm.ddMmAaaa')}
              inputMode="numeric"
              autoComplete="bday"
              maxLength={10}
            />
          )}
        />
        <SexField registration={register('SEX')} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? t('accountForm.guardando') : t('accountForm.guardarMisDatos')}
        </button>
      </div>
    </form>
  );
}

/** The sex, a plain list registered with the form. */
function SexField({ registration }: { registration: UseFormRegisterReturn<'SEX'> }) {
  return (
    <div className={formStyles.field}>
      <label htmlFor="account-sex" className={formStyles.label}>
        {t('accountForm.sexo')}
      </label>
      <select id="account-sex" className={formStyles.input} {...registration}>
        {SEX_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
