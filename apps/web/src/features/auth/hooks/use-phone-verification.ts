import { t } from '@mostrador/shared/messages/es-MX';
import type { SmsChallengeResponse, SmsPurpose } from '@mostrador/shared/schemas/auth';
import { withPrefix } from '@mostrador/shared/format/phone';
import { useRef, useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { notify, notifyError } from '../../../shared/notify/notify';
import { requestSmsChallenge } from '../api/request-sms-challenge';
import { sendSmsCode } from '../api/send-sms-code';
import { verifySmsCode } from '../api/verify-sms-code';
import { solveChallenge } from '../proof-of-work';

export interface VisibleCheck {
  challenge: SmsChallengeResponse;
  phone: string;
  isWorking: boolean;
}

/**
 * The phone proof the registration and recovery forms need: anti-bot check (invisible, or the
 * visible checkbox after repeated failures), SMS, code modal, proof. `onVerified` gets the proof;
 * if it fails (e.g. the server refuses the password) the proof is kept and the next submit of
 * the same phone uses it without another SMS.
 *
 * Longer than 80 lines on purpose: it is one state machine (challenge → proof of work → SMS →
 * code → proof) whose steps share the same state; split, each part would need all of it.
 */
// eslint-disable-next-line max-lines-per-function -- over 80 lines by design, as the comment above says
export function usePhoneVerification(purpose: SmsPurpose, onVerified: (proof: string, phone: string) => Promise<void>) {
  const [isBusy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);
  const [visibleCheck, setVisibleCheck] = useState<VisibleCheck | null>(null);
  const [modal, setModal] = useState<{ phone: string; resendIn: number } | null>(null);
  const [isChecking, setChecking] = useState(false);
  const kept = useRef<{ phone: string; proof: string } | null>(null);

  const finish = async (proof: string, phone: string) => {
    kept.current = { phone, proof };
    await onVerified(proof, phone);
    kept.current = null;
  };

  const solveAndSend = async (challenge: SmsChallengeResponse, phone: string) => {
    setProgress(0);
    const NONCE = await solveChallenge(challenge.CHALLENGE, challenge.DIFFICULTY, setProgress);
    try {
      const sent = await sendSmsCode({ PHONE: phone, PURPOSE: purpose, CAPTCHA: { CHALLENGE: challenge.CHALLENGE, NONCE } });
      setModal({ phone, resendIn: sent.RESEND_IN });
      notify({ type: 'info', message: t('auth.smsSent', { phone: withPrefix(phone) }) });
    } catch (error) {
      // The server now wants the visible check: ask for a fresh (visible) challenge.
      if (messageOf(error) === t('auth.captchaRequired')) {
        setVisibleCheck({ challenge: await requestSmsChallenge(phone), phone, isWorking: false });
      }
      throw error;
    }
  };

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    isBusy,
    progress,
    visibleCheck,
    modal,
    isChecking,
    /** Starts verification for `phone` (ten digits, already validated by the form). */
    start: (phone: string) =>
      run(async () => {
        if (kept.current?.phone === phone) return finish(kept.current.proof, phone);
        const challenge = await requestSmsChallenge(phone);
        if (challenge.VISIBLE) setVisibleCheck({ challenge, phone, isWorking: false });
        else await solveAndSend(challenge, phone);
      }),
    /** The person ticked "No soy un robot". */
    confirmVisibleCheck: () =>
      run(async () => {
        if (!visibleCheck) return;
        setVisibleCheck({ ...visibleCheck, isWorking: true });
        try {
          await solveAndSend(visibleCheck.challenge, visibleCheck.phone);
          setVisibleCheck(null);
        } catch (error) {
          // A refusal for a too-easy check (the address failed meanwhile) already holds a fresh one.
          if (messageOf(error) !== t('auth.captchaRequired')) setVisibleCheck(null);
          throw error;
        }
      }),
    resend: () =>
      run(async () => {
        if (!modal) return;
        await solveAndSend(await requestSmsChallenge(modal.phone), modal.phone);
      }),
    /** True when the code was right (then the modal closes and `onVerified` runs). */
    confirmCode: async (code: string): Promise<boolean> => {
      if (!modal) return false;
      setChecking(true);
      try {
        const { FIREBASE_UID } = await verifySmsCode(modal.phone, purpose, code);
        setModal(null);
        await finish(FIREBASE_UID, modal.phone).catch((error: unknown) => notifyError(error));
        return true;
      } catch (error) {
        notifyError(error);
        return false;
      } finally {
        setChecking(false);
      }
    },
    cancel: () => {
      setModal(null);
      setVisibleCheck(null);
      notify({ type: 'warning', message: t('auth.operationCancelled') });
    },
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
