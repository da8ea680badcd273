import { MEXICAN_STATES } from '@mostrador/shared/constants/mexican-states';
import { AddressFieldsSchema, type Address, type AddressFields } from '@mostrador/shared/schemas/customer';
import { useState, type FormEvent } from 'react';
import formStyles from '../ui/form.module.css';
import { TextField } from '../ui/text-field';
import uiStyles from '../ui/ui.module.css';
import { t } from '@mostrador/shared/messages/es-MX-account';

type Errors = Partial<Record<keyof AddressFields, string>>;

const EMPTY: AddressFields = {
  ALIAS: '',
  CALLE: '',
  NUMERO_EXTERIOR: '',
  NUMERO_INTERIOR: '',
  COLONIA: '',
  CODIGO_POSTAL: '',
  MUNICIPIO: '',
  ESTADO: 'Jalisco',
  REFERENCIAS: '',
  IS_DEFAULT: false,
};

interface AddressFormProps {
  /** Editing this address; without it the form adds one. */
  initial?: Address;
  isSaving: boolean;
  onSubmit: (fields: AddressFields) => void;
  onCancel?: () => void;
}

/**
 * A Mexican delivery address, checked with the same schema the server uses, so both refuse the
 * same input with the same words.
 */
export function AddressForm({ initial, isSaving, onSubmit, onCancel }: AddressFormProps) {
  const [fields, setFields] = useState<AddressFields>(initial ? { ...EMPTY, ...pickFields(initial) } : EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof AddressFields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const field = (key: keyof AddressFields, label: string, extra: { maxLength: number; autoComplete?: string; inputMode?: 'numeric'; required?: boolean }) => (
    <TextField label={extra.required === false ? `${label} (opcional)` : label} value={String(fields[key])} onChange={set(key)} error={errors[key]} maxLength={extra.maxLength} autoComplete={extra.autoComplete} inputMode={extra.inputMode} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const result = AddressFieldsSchema.safeParse(fields);
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof AddressFields;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(result.data);
  };

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={initial ? t('addressForm.editarDireccion') : t('addressForm.nuevaDireccion')}>
      {field('ALIAS', t('addressForm.nombreDeLaDireccionCasa'), { maxLength: 40 })}
      {field('CALLE', t('addressForm.calle'), { maxLength: 120, autoComplete: 'address-line1' })}
      <div className={formStyles.grid}>
        {field('NUMERO_EXTERIOR', t('addressForm.numeroExterior'), { maxLength: 20 })}
        {field('NUMERO_INTERIOR', t('addressForm.numeroInterior'), { maxLength: 20, required: false })}
      </div>
      <div className={formStyles.grid}>
        {field('COLONIA', t('addressForm.colonia'), { maxLength: 80 })}
        {field('CODIGO_POSTAL', t('addressForm.codigoPostal'), { maxLength: 5, autoComplete: 'postal-code', inputMode: 'numeric' })}
      </div>
      <div className={formStyles.grid}>
        {field('MUNICIPIO', t('addressForm.municipioOAlcaldia'), { maxLength: 80, autoComplete: 'address-level2' })}
        <div className={formStyles.field}>
          <label htmlFor="address-state" className={formStyles.label}>
            {t('addressForm.estado')}
          </label>
          <select id="address-state" className={formStyles.input} value={fields.ESTADO} onChange={(e) => set('ESTADO')(e.target.value)} aria-invalid={errors.ESTADO ? true : undefined}>
            {MEXICAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
          {errors.ESTADO ? <div className={formStyles.error}>{errors.ESTADO}</div> : null}
        </div>
      </div>
      {field('REFERENCIAS', t('addressForm.referenciasParaEncontrarElDomicilio'), { maxLength: 300, required: false })}
      <label className={formStyles.check}>
        <input type="checkbox" checked={fields.IS_DEFAULT} onChange={(e) => setFields((f) => ({ ...f, IS_DEFAULT: e.target.checked }))} />
        {t('addressForm.usarComoDireccionPredeterminada')}
      </label>
      <div className={formStyles.actions}>
        {onCancel ? (
          <button type="button" className={uiStyles.buttonSubtle} onClick={onCancel} disabled={isSaving}>
            {t('addressForm.cancelar')}
          </button>
        ) : null}
        <button type="submit" className={uiStyles.button} disabled={isSaving}>
          {isSaving ? 'Guardando...' : t('addressForm.guardarDireccion')}
        </button>
      </div>
    </form>
  );
}

function pickFields(a: Address): AddressFields {
  const { ID: _id, ...fields } = a;
  return { ...fields, ESTADO: (MEXICAN_STATES as readonly string[]).includes(a.ESTADO) ? (a.ESTADO as AddressFields['ESTADO']) : EMPTY.ESTADO };
}
