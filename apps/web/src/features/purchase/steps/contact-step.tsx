import { ORDER_NOTES_MAX_LENGTH, TEXTAREA_ROWS } from '@mostrador/shared/constants/limits';
import { purchaseT as t } from '@mostrador/shared/messages/es-MX-purchase';
import { RECOVERY_PLACEHOLDER_NAME } from '@mostrador/shared/schemas/auth';
import { PhoneSchema } from '@mostrador/shared/schemas/common';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AccountFields, AccountForm, updateAccount } from '../../account';
import { useAuthStore } from '../../auth';
import { notify, notifyError } from '../../../shared/notify/notify';
import { charCount } from '../../../shared/ui/char-count';
import formStyles from '../../../shared/ui/form.module.css';
import { PhoneField } from '../../../shared/ui/phone-field';
import styles from '../purchase.module.css';
import { StepButtons } from './step-list';

interface ContactStepProps {
  phone: string;
  notes: string;
  onChange: (phone: string, notes: string) => void;
  onNext: () => void;
  onBack: () => void;
}

/** Step 3: the phone the delivery person calls and notes for the branch; the account form where data is missing. */
export function ContactStep({ phone, notes, onChange, onNext, onBack }: ContactStepProps) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const user = useAuthStore((s) => s.user);
  // An account without a real name (e.g. one a password recovery created) completes it here.
  const needsAccountData = !user?.NAME.trim() || user.NAME === RECOVERY_PLACEHOLDER_NAME;
  const [isEditing, setIsEditing] = useState(needsAccountData);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const notesId = useId();
  const save = useMutation({
    mutationFn: (fields: AccountFields) => updateAccount({ ...fields, PHONE: user?.PHONE ?? '', token }),
    onSuccess: ({ user: saved }) => {
      useAuthStore.getState().setUser(saved);
      notify({ type: 'positive', message: t('account.saved') });
      setIsEditing(false);
    },
    onError: (error) => notifyError(error),
  });
  const next = () => {
    // The server's own phone schema: same rule, same words (docs/product.md#validation-rules).
    const isValid = PhoneSchema.safeParse(phone).success;
    setPhoneError(isValid ? null : t('validation.phone'));
    if (isValid) onNext();
  };

  return (
    <>
      <h2 className={styles.stepTitle}>{t('contactStep.tusDatosDeContacto')}</h2>
      {user && isEditing ? (
        <div className={styles.embedded}>
          <h3 className={styles.subTitle}>{needsAccountData ? t('contactStep.completaTusDatosParaRecibir') : t('contactStep.tusDatos')}</h3>
          <AccountForm user={user} isSaving={save.isPending} onSubmit={(fields) => save.mutate(fields)} />
        </div>
      ) : (
        <p className={styles.summaryLine}>
          {t('contactStep.recibe')} <strong>{user?.NAME}</strong>{' '}
          <button type="button" className={styles.link} onClick={() => setIsEditing(true)}>
            {t('contactStep.cambiarMisDatos')}
          </button>
        </p>
      )}
      <PhoneField label={t('contactStep.celularParaLaEntrega')} value={phone} onChange={(p) => onChange(p, notes)} error={phoneError} />
      <div className={formStyles.field}>
        <label htmlFor={notesId} className={formStyles.label}>
          {t('contactStep.notasParaLaSucursalOpcional')}
        </label>
        <textarea
          id={notesId}
          className={formStyles.input}
          rows={TEXTAREA_ROWS}
          maxLength={ORDER_NOTES_MAX_LENGTH}
          value={notes}
          placeholder={t('contactStep.ejTocarElTimbreDel')}
          onChange={(e) => onChange(phone, e.target.value)}
          aria-describedby={`${notesId}-count`}
        />
        <div id={`${notesId}-count`} className={formStyles.hint}>
          {charCount(notes, ORDER_NOTES_MAX_LENGTH, true)}
        </div>
      </div>
      <StepButtons onBack={onBack} onNext={next} isNextDisabled={needsAccountData} />
    </>
  );
}
