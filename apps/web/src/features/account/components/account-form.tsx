import { UpdateAccountRequestSchema, type User } from '@mostrador/shared/schemas/customer';
import { t } from '@mostrador/shared/messages/es-MX-account';
import { MASKS, applyMask } from '@mostrador/shared/validation/masks';
import { isDate } from '@mostrador/shared/validation/patterns';
import type { FormEvent } from 'react';
import formStyles from '../../../shared/ui/form.module.css';
import { TextField } from '../../../shared/ui/text-field';
import uiStyles from '../../../shared/ui/ui.module.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';

export interface AccountFields {
  NAME: string;
  EMAIL: string;
  /** YYYY-MM-DD or '' on the wire. */
  BIRTH: string;
  SEX: '' | 'F' | 'M';
}

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

/** What the form checks: the server's own schema for these fields, plus a real day of birth (no February 30th), as the server checks it too. */
const { NAME, EMAIL, BIRTH, SEX } = UpdateAccountRequestSchema.shape;
const AccountFieldsSchema = z.object({
  NAME,
  EMAIL,
  BIRTH: BIRTH.check(z.refine((v) => v === '' || isDate(v), t('validation.birth'))),
  SEX,
});

/** Name, e-mail, birth date (typed YYYY/MM/DD, spec §5's mask) and sex; the phone is the account's key. */
export function AccountForm({ user, isSaving, onSubmit }: AccountFormProps) {
  // Errors show after a submit and stay until the next one; no field takes the focus.
  const { control, register, handleSubmit } = useForm({
    resolver: zodResolver(AccountFieldsSchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      NAME: user.NAME,
      EMAIL: user.EMAIL,
      BIRTH: user.BIRTH.replaceAll('-', '/'),
      SEX: (['F', 'M'].includes(user.SEX) ? user.SEX : '') as AccountFields['SEX'],
    },
  });
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void handleSubmit((data) => onSubmit({ ...data, BIRTH: data.BIRTH.replaceAll('/', '-') }))(event);
  };

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
              onChange={(v) => field.onChange(applyMask(MASKS.date, v))}
              error={fieldState.error?.message}
              placeholder={t('accountForm.aaaaMmDd')}
              inputMode="numeric"
              autoComplete="bday"
              maxLength={10}
            />
          )}
        />
        <div className={formStyles.field}>
          <label htmlFor="account-sex" className={formStyles.label}>
            {t('accountForm.sexo')}
          </label>
          <select id="account-sex" className={formStyles.input} {...register('SEX')}>
            {SEX_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? t('accountForm.guardando') : t('accountForm.guardarMisDatos')}
        </button>
      </div>
    </form>
  );
}
