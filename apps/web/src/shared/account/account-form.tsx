import { UpdateAccountRequestSchema, type User } from '@mostrador/shared/schemas/customer';
import { t } from '@mostrador/shared/messages/es-MX-account';
import { MASKS, applyMask } from '@mostrador/shared/validation/masks';
import { isDate } from '@mostrador/shared/validation/patterns';
import { useState, type FormEvent } from 'react';
import formStyles from '../ui/form.module.css';
import { TextField } from '../ui/text-field';
import uiStyles from '../ui/ui.module.css';

export interface AccountFields {
  NAME: string;
  EMAIL: string;
  /** YYYY-MM-DD or '' on the wire. */
  BIRTH: string;
  SEX: '' | 'F' | 'M';
}

type Errors = Partial<Record<keyof AccountFields, string>>;

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

/** Name, e-mail, birth date (typed YYYY/MM/DD, spec §5's mask) and sex; the phone is the account's key. */
export function AccountForm({ user, isSaving, onSubmit }: AccountFormProps) {
  const [fields, setFields] = useState({
    NAME: user.NAME,
    EMAIL: user.EMAIL,
    BIRTH: user.BIRTH.replaceAll('-', '/'),
    SEX: (['F', 'M'].includes(user.SEX) ? user.SEX : '') as AccountFields['SEX'],
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof AccountFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    // The server's own schema, with the session fields it also needs filled in for the check.
    const result = UpdateAccountRequestSchema.safeParse({ ...fields, PHONE: user.PHONE, token: 'x' });
    const next: Errors = {};
    if (!result.success) for (const issue of result.error.issues) next[issue.path[0] as keyof AccountFields] ??= issue.message;
    // A real day (no February 30th), as the server checks it too.
    if (fields.BIRTH !== '' && !isDate(fields.BIRTH)) next.BIRTH ??= t('validation.birth');
    if (!result.success || Object.keys(next).length > 0) {
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit({ NAME: result.data.NAME, EMAIL: result.data.EMAIL, BIRTH: result.data.BIRTH.replaceAll('/', '-'), SEX: result.data.SEX });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('accountForm.misDatos')}>
      <TextField label={t('accountForm.nombreCompleto')} value={fields.NAME} onChange={set('NAME')} error={errors.NAME} autoComplete="name" maxLength={120} />
      <TextField label={t('accountForm.correoElectronicoOpcional')} type="email" value={fields.EMAIL} onChange={set('EMAIL')} error={errors.EMAIL} autoComplete="email" maxLength={254} />
      <div className={formStyles.grid}>
        <TextField
          label={t('accountForm.fechaDeNacimientoOpcional')}
          value={fields.BIRTH}
          onChange={(v) => set('BIRTH')(applyMask(MASKS.date, v))}
          error={errors.BIRTH}
          placeholder={t('accountForm.aaaaMmDd')}
          inputMode="numeric"
          autoComplete="bday"
          maxLength={10}
        />
        <div className={formStyles.field}>
          <label htmlFor="account-sex" className={formStyles.label}>
            {t('accountForm.sexo')}
          </label>
          <select id="account-sex" className={formStyles.input} value={fields.SEX} onChange={(e) => set('SEX')(e.target.value)}>
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
          {isSaving ? 'Guardando...' : t('accountForm.guardarMisDatos')}
        </button>
      </div>
    </form>
  );
}
