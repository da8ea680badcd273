import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './password-field';

interface ControlledPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  /** Lists the password rules under the field (a new password). */
  showRules?: boolean;
  phone?: string;
}

/** A password field of a react-hook-form form: its value, change and the schema's error. */
export function ControlledPasswordField<T extends FieldValues>({ control, name, ...props }: ControlledPasswordFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField {...props} value={field.value as string} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );
}
