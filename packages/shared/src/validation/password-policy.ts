/**
 * The product's password rules (identity issue): 8 to 128 characters, not one of the most common
 * passwords, not the phone number itself. The same list drives the checklist shown while the
 * person types and the server's refusal, so both say the same words.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { t } from '../messages/es-MX';
import { COMMON_PASSWORDS } from './common-passwords';

export interface PasswordRuleResult {
  id: 'length' | 'maxLength' | 'notCommon' | 'notPhone';
  /** What the rule asks, as the checklist shows it. */
  label: string;
  /** The refusal, as a form error or a server message. */
  message: string;
  isMet: boolean;
}

export function checkPassword(password: string, phone = ''): PasswordRuleResult[] {
  const normalized = password.trim().toLowerCase();
  // The phone as typed with its mask or separators, give or take two extra characters.
  const compact = password.replace(/[\s()+.-]/g, '');
  return [
    {
      id: 'length',
      label: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`,
      message: t('validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
      isMet: password.length >= PASSWORD_MIN_LENGTH,
    },
    {
      id: 'maxLength',
      label: `Como máximo ${PASSWORD_MAX_LENGTH} caracteres`,
      message: t('validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
      isMet: password.length <= PASSWORD_MAX_LENGTH,
    },
    {
      id: 'notCommon',
      label: 'Que no sea de las contraseñas más usadas',
      message: t('validation.passwordCommon'),
      isMet: normalized.length > 0 && !COMMON_PASSWORDS.has(normalized),
    },
    {
      id: 'notPhone',
      label: 'Que no sea tu número celular',
      message: t('validation.passwordIsPhone'),
      isMet: phone.length === 0 || !(compact.includes(phone) && compact.length - phone.length <= 2),
    },
  ];
}

/** The first broken rule's message, or null when the password is acceptable. */
export function passwordProblem(password: string, phone = ''): string | null {
  return checkPassword(password, phone).find((r) => !r.isMet)?.message ?? null;
}
