import { t } from '@mostrador/shared/messages/es-MX-account';
import type { SmsPurpose } from '@mostrador/shared/schemas/auth';
import { passwordProblem } from '@mostrador/shared/validation/password-policy';
import { phone10 } from '@mostrador/shared/validation/rules';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PasswordField } from '../../../shared/account/password-field';
import formStyles from '../../../shared/ui/form.module.css';
import { PhoneField } from '../../../shared/ui/phone-field';
import { TextField } from '../../../shared/ui/text-field';
import uiStyles from '../../../shared/ui/ui.module.css';
import { usePhoneVerification } from '../hooks/use-phone-verification';
import { PhoneVerificationUi } from './phone-verification-ui';

export interface PhonePasswordValues {
  name: string;
  phone: string;
  password: string;
}

interface PhonePasswordFormProps {
  purpose: SmsPurpose;
  title: string;
  intro: string;
  submitLabel: string;
  passwordLabel: string;
  /** Registration asks for a name; recovery does not. */
  name?: string;
  onNameChange?: (name: string) => void;
  onVerified: (values: PhonePasswordValues, proof: string) => Promise<void>;
  links: ReactNode;
}

type Errors = Partial<Record<'name' | 'phone' | 'password' | 'confirmation', string>>;

/** Registration and recovery: the same form, SMS check and modal, with or without a name. */
export function PhonePasswordForm(props: PhonePasswordFormProps) {
  const { purpose, name, onNameChange } = props;
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const values = { name: (name ?? '').trim(), phone, password };
  const verification = usePhoneVerification(purpose, (proof) => props.onVerified(values, proof));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phoneCheck = phone10(phone);
    const next: Errors = {};
    if (onNameChange && values.name === '') next.name = t('auth.nameRequired');
    if (phoneCheck !== true) next.phone = phoneCheck;
    const problem = passwordProblem(password, phone);
    if (problem) next.password = problem;
    else if (confirmation !== password) next.confirmation = t('phonePasswordForm.lasContrasenasNoCoinciden');
    setErrors(next);
    if (Object.keys(next).length === 0) void verification.start(phone);
  };

  const isBusy = verification.isBusy || verification.isChecking;
  return (
    <section aria-labelledby={`${purpose}-title`}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <h1 id={`${purpose}-title`} className={formStyles.title}>
          {props.title}
        </h1>
        <p className={formStyles.intro}>{props.intro}</p>
        {onNameChange ? (
          <TextField label={t('phonePasswordForm.nombreCompleto')} value={name ?? ''} onChange={onNameChange} error={errors.name} autoComplete="name" maxLength={120} autoFocus />
        ) : null}
        <PhoneField value={phone} onChange={setPhone} error={errors.phone} autoFocus={!onNameChange} />
        <PasswordField label={props.passwordLabel} value={password} onChange={setPassword} error={errors.password} showRules phone={phone} autoComplete="new-password" />
        <PasswordField label={t('phonePasswordForm.confirmaLaContrasena')} value={confirmation} onChange={setConfirmation} error={errors.confirmation} autoComplete="new-password" />
        {verification.visibleCheck ? <PhoneVerificationUi verification={verification} part="check" /> : null}
        <button type="submit" className={`${uiStyles.button} ${formStyles.wide}`} disabled={isBusy || verification.visibleCheck !== null}>
          {verification.isBusy ? t('phonePasswordForm.enviandoCodigo') : props.submitLabel}
        </button>
        {props.links}
      </form>
      {/* Outside the form: the modal has its own form, and React bubbles events through portals. */}
      <PhoneVerificationUi verification={verification} part="modal" />
    </section>
  );
}
