import { t } from '@mostrador/shared/messages/es-MX';
import formStyles from '../../../shared/ui/form.module.css';
import type { PhoneVerification } from '../hooks/use-phone-verification';
import { SmsCodeModal } from './sms-code-modal';

/** What the verification shows: the visible anti-bot checkbox when asked for, or the code modal. */
export function PhoneVerificationUi({ verification, part }: { verification: PhoneVerification; part: 'check' | 'modal' }) {
  const { visibleCheck, modal, progress } = verification;
  return (
    <>
      {part === 'check' && visibleCheck ? (
        <div className={formStyles.field} role="group" aria-label={t('auth.captchaRequired')}>
          <p className={formStyles.hint}>{t('auth.captchaRequired')}</p>
          <label className={formStyles.check}>
            <input
              type="checkbox"
              checked={visibleCheck.isWorking}
              disabled={visibleCheck.isWorking}
              onChange={() => void verification.confirmVisibleCheck()}
            />
            {t('auth.captchaCheckbox')}
          </label>
          {visibleCheck.isWorking ? (
            <>
              <span className={formStyles.hint}>{t('auth.captchaWorking')}</span>
              <div
                className={formStyles.progress}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
              >
                <span style={{ width: `${Math.round(progress * 100)}%` }} />
              </div>
            </>
          ) : null}
        </div>
      ) : null}
      {part === 'modal' && modal ? (
        <SmsCodeModal
          phone={modal.phone}
          resendIn={modal.resendIn}
          isChecking={verification.isChecking}
          isResending={verification.isBusy}
          onConfirm={verification.confirmCode}
          onResend={() => void verification.resend()}
          onCancel={verification.cancel}
        />
      ) : null}
    </>
  );
}
