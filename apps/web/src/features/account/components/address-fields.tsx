import { MEXICAN_STATES } from '@mostrador/shared/constants/mexican-states';
import type { AddressFields, AddressFieldsSchema } from '@mostrador/shared/schemas/customer';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';
import { type Control, Controller, type UseFormRegisterReturn } from 'react-hook-form';
import formStyles from '../../../shared/ui/form.module.css';
import { TextField } from '../../../shared/ui/text-field';
import type * as z from 'zod/mini';

/** The fields typed in a TextField (the state is a list, the default a checkbox). */
type TextKey = Exclude<keyof AddressFields, 'ESTADO' | 'IS_DEFAULT'>;

interface AddressTextFieldProps {
  /** The form's, which reads the schema's input and hands on its output. */
  control: Control<z.input<typeof AddressFieldsSchema>, unknown, AddressFields>;
  name: TextKey;
  label: string;
  maxLength: number;
  autoComplete?: string;
  inputMode?: 'numeric';
  /** false marks the label "(opcional)". */
  required?: boolean;
  /** A long free text (references): its count always shows. */
  alwaysCount?: boolean;
}

/** One typed part of the address, with the schema's error under it after a submit. */
export function AddressTextField(props: AddressTextFieldProps) {
  const { control, name, label, maxLength, autoComplete, inputMode, required, alwaysCount } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange }, fieldState }) => (
        <TextField
          label={required === false ? t('addressForm.optional', { label }) : label}
          value={value ?? ''}
          onChange={onChange}
          error={fieldState.error?.message}
          maxLength={maxLength}
          alwaysCount={alwaysCount}
          autoComplete={autoComplete}
          inputMode={inputMode}
        />
      )}
    />
  );
}

/** The state, a list of Mexico's states registered with the form. */
export function StateField({ registration, error }: { registration: UseFormRegisterReturn<'ESTADO'>; error?: string }) {
  return (
    <div className={formStyles.field}>
      <label htmlFor="address-state" className={formStyles.label}>
        {t('addressForm.estado')}
      </label>
      <select id="address-state" className={formStyles.input} {...registration} aria-invalid={error ? true : undefined}>
        {MEXICAN_STATES.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </select>
      {error ? <div className={formStyles.error}>{error}</div> : null}
    </div>
  );
}
