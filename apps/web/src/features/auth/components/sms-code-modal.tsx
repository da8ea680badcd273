import { SMS_CODE_MAX_LENGTH } from '@mostrador/shared/constants/limits';
import { withPrefix } from '@mostrador/shared/format/phone';
import { authT as t } from '@mostrador/shared/messages/es-MX-auth';
import { smsCode } from '@mostrador/shared/validation/rules';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import formStyles from '../../../shared/ui/form.module.css';
import { IconClose } from '../../../shared/ui/icons';
import { TextField } from '../../../shared/ui/text-field';
import uiStyles from '../../../shared/ui/ui.module.css';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import textStyles from '../../../shared/ui/text.module.css';
import styles from './sms-code-modal.module.css';

export interface SmsCodeModalProps {
  phone: string;
  /** Seconds until another code may be asked for. */
  resendIn: number;
  isChecking: boolean;
  isResending: boolean;
  /** Checks the code; resolves true when it was right (the modal then closes from outside). */
  onConfirm: (code: string) => Promise<boolean>;
  onResend: () => void;
  /** Cancel and the close button: the caller says "Se ha cancelado la operación". */
  onCancel: () => void;
}

/**
 * The SMS code modal in docs/product.md#sign-in-and-phone-verification. Persistent: clicking outside or pressing Escape does not close it
 * (a person who just received a code should not lose the form by accident); the close button
 * and "Cancelar" do, and both mean cancelling.
 */
export function SmsCodeModal({ phone, resendIn, isChecking, isResending, onConfirm, onResend, onCancel }: SmsCodeModalProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problem = smsCode(code);
    if (problem !== true) {
      setError(problem);
      return;
    }
    setError(null);
    if (!(await onConfirm(code.trim()))) {
      setCode('');
      inputRef.current?.focus();
    }
  };

  return createPortal(
    <div className={dialogStyles.backdrop} data-testid="sms-modal-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="sms-modal-title"
        aria-describedby="sms-modal-text"
        className={dialogStyles.dialog}
      >
        <h2 id="sms-modal-title" className={dialogStyles.title}>
          {t('smsModal.title')}
        </h2>
        <button type="button" className={dialogStyles.close} onClick={onCancel} aria-label={t('common.close')} disabled={isChecking}>
          <IconClose />
        </button>
        <div id="sms-modal-text">
          <p className={styles.text}>{t('smsModal.sentTo', { phone: withPrefix(phone) })}</p>
          <p className={styles.text}>{t('smsModal.onlyOnce')}</p>
        </div>
        <form className={formStyles.form} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            ref={inputRef}
            label={t('smsCodeModal.codigo')}
            className={styles.code}
            value={code}
            onChange={(v) => setCode(v.replace(/\s/g, '').slice(0, SMS_CODE_MAX_LENGTH))}
            maxLength={SMS_CODE_MAX_LENGTH}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('smsModal.placeholder')}
            error={error}
          />
          <ResendLine resendIn={resendIn} isResending={isResending} onResend={onResend} />
          <div className={formStyles.actions}>
            <button type="button" className={uiStyles.buttonSubtle} onClick={onCancel} disabled={isChecking}>
              {t('common.cancel')}
            </button>
            <button type="submit" className={uiStyles.button} disabled={isChecking}>
              {t('common.confirm')}
            </button>
          </div>
        </form>
        {isChecking ? (
          <div className={styles.checking} role="alertdialog" aria-live="assertive" aria-label={t('smsModal.checking')}>
            <span className={uiStyles.spinner} aria-hidden="true" />
            {t('smsModal.checking')}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/** "Reenviar código" once the wait is over; until then the seconds left. */
function ResendLine({ resendIn, isResending, onResend }: Pick<SmsCodeModalProps, 'resendIn' | 'isResending' | 'onResend'>) {
  const [secondsLeft, setSecondsLeft] = useState(resendIn);
  useEffect(() => setSecondsLeft(resendIn), [resendIn]);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return (
    <p className={textStyles.mutedSmall} aria-live="polite">
      {secondsLeft > 0 ? (
        t('smsModal.resendIn', { seconds: secondsLeft })
      ) : (
        <button type="button" className={textStyles.linkButton} onClick={onResend} disabled={isResending}>
          {t('smsModal.resend')}
        </button>
      )}
    </p>
  );
}
