import { zodResolver } from '@hookform/resolvers/zod';
import { authT as t } from '@mostrador/shared/messages/es-MX-auth';
import type { SmsPurpose } from '@mostrador/shared/schemas/auth';
import { useMemo, type ReactNode } from 'react';
import { ControlledPasswordField } from '../../../shared/ui/controlled-password-field';
import { phonePasswordFormSchema, type PhonePasswordFormValues } from '@mostrador/shared/validation/password-forms';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
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

/** Registration and recovery: the same form, SMS check and modal, with or without a name. */
export function PhonePasswordForm(props: PhonePasswordFormProps) {
  const { purpose, name, onNameChange } = props;
  const schema = useMemo(() => phonePasswordFormSchema({ asksName: onNameChange !== undefined }), [onNameChange]);
  // Errors show after a submit and stay until the next one; no field takes the focus.
  const { control, handleSubmit, getValues } = useForm({
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: { name: name ?? '', phone: '', password: '', confirmation: '' },
  });
  const verification = usePhoneVerification(purpose, (proof) => {
    const { name: typedName, phone, password } = getValues();
    return props.onVerified({ name: typedName.trim(), phone, password }, proof);
  });
  const submit = handleSubmit(({ phone }) => void verification.start(phone));

  const isBusy = verification.isBusy || verification.isChecking;
  return (
    <section aria-labelledby={`${purpose}-title`}>
      <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <h1 id={`${purpose}-title`} className={formStyles.title}>
          {props.title}
        </h1>
        <p className={formStyles.intro}>{props.intro}</p>
        <PhonePasswordFields control={control} passwordLabel={props.passwordLabel} onNameChange={onNameChange} />
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

/** Name (registration only), phone and the new password twice, bound to the form. */
function PhonePasswordFields({
  control,
  passwordLabel,
  onNameChange,
}: {
  control: Control<PhonePasswordFormValues>;
  passwordLabel: string;
  onNameChange?: (name: string) => void;
}) {
  const phone = useWatch({ control, name: 'phone' });
  return (
    <>
      {onNameChange ? (
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label={t('phonePasswordForm.nombreCompleto')}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                onNameChange(value);
              }}
              error={fieldState.error?.message}
              autoComplete="name"
              maxLength={120}
              autoFocus
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField value={field.value} onChange={field.onChange} error={fieldState.error?.message} autoFocus={!onNameChange} />
        )}
      />
      <ControlledPasswordField
        control={control}
        name="password"
        label={passwordLabel}
        showRules
        phone={phone}
        autoComplete="new-password"
      />
      <ControlledPasswordField
        control={control}
        name="confirmation"
        label={t('phonePasswordForm.confirmaLaContrasena')}
        autoComplete="new-password"
      />
    </>
  );
}
