import { checkPassword } from '@mostrador/shared/validation/password-policy';
import { useState } from 'react';
import styles from './form.module.css';
import { IconCheck, IconEye, IconEyeOff } from './icons';
import { TextField } from './text-field';
import { accountT as t } from '@mostrador/shared/messages/es-MX-account';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** New passwords show the rules as the person types; the current one does not. */
  showRules?: boolean;
  /** The rules refuse a password that is the phone number itself. */
  phone?: string;
  autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ label, value, onChange, error, showRules = false, phone = '', autoComplete }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  // Nothing typed yet: every rule is still to do, none shows as met.
  const rules = checkPassword(value, phone)
    .filter((r) => r.id !== 'maxLength' || !r.isMet)
    .map((r) => (value === '' ? { ...r, isMet: false } : r));
  return (
    <TextField
      label={label}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={error}
      maxLength={128}
      trailing={
        <button
          type="button"
          className={styles.inlineButton}
          onClick={() => setVisible((v) => !v)}
          aria-label={isVisible ? t('passwordField.ocultarContrasena') : t('passwordField.mostrarContrasena')}
          aria-pressed={isVisible}
        >
          {isVisible ? <IconEyeOff /> : <IconEye />}
        </button>
      }
      hint={
        showRules ? (
          <ul className={styles.checklist} aria-label={t('passwordField.requisitosDeLaContrasena')}>
            {rules.map((rule) => (
              <li key={rule.id} className={styles.rule} data-met={rule.isMet}>
                <span className={styles.ruleMark} aria-hidden="true">
                  {rule.isMet ? <IconCheck size={14} /> : '•'}
                </span>
                {rule.label}
                <span className="visually-hidden">{rule.isMet ? t('passwordField.ruleMet') : t('passwordField.rulePending')}</span>
              </li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
