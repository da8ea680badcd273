import { MASKS, applyMask, unmask } from '@mostrador/shared/validation/masks';
import { TextField } from './text-field';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';

interface PhoneFieldProps {
  label?: string;
  /** Ten digits (or fewer while typing); shown as "(331) 111 - 2222". */
  value: string;
  onChange: (digits: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

/** Mexican mobile number with the spec's mask (###) ### - ####; the value is digits only. */
export function PhoneField({ label = t('phoneField.numeroCelular'), value, onChange, error, autoFocus }: PhoneFieldProps) {
  return (
    <TextField
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="(331) 111 - 2222"
      value={applyMask(MASKS.phone, value)}
      onChange={(text) => onChange(unmask(text).slice(0, 10))}
      error={error}
      hint={t('phoneField.hint')}
      autoFocus={autoFocus}
    />
  );
}
