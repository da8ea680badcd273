import { formatMoney } from '@mostrador/shared/format/money';
import { courierT as t } from '@mostrador/shared/messages/es-MX-couriers';
import type { CourierDelivery } from '@mostrador/shared/schemas/couriers';
import { useCallback, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import type { DeliveredInput } from '../api';
import styles from '../couriers.module.css';
import { SignatureField, type SignatureHandle } from './signature-field';

/**
 * «Entregado» (decision 075): who received, the cash collected (the amount to collect is filled in), the original
 * prescription for antibiotics, an optional photo and the signature. The server's refusal shows above the buttons.
 */
export function DeliverForm({
  d,
  onSubmit,
  onCancel,
}: {
  d: CourierDelivery;
  onSubmit: (input: DeliveredInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const signature = useRef<SignatureHandle>(null);
  const [receiver, setReceiver] = useState('');
  const [cash, setCash] = useState(d.CASH_TO_COLLECT > 0 ? String(d.CASH_TO_COLLECT) : '0');
  const [prescription, setPrescription] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [hasSignature, setHasSignature] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const onSignature = useCallback((has: boolean) => setHasSignature(has), []);
  const cashValue = Number(cash.replace(',', '.'));
  const isValid =
    receiver.trim() !== '' &&
    cash.trim() !== '' &&
    Number.isFinite(cashValue) &&
    cashValue >= 0 &&
    hasSignature &&
    (!d.ANTIBIOTIC || prescription);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!isValid) return;
    const blob = await signature.current?.toBlob();
    if (!blob) return setError(t('courier.signatureRequired'));
    setIsSending(true);
    setError(null);
    try {
      await onSubmit({
        orderId: d.ID,
        receiver: receiver.trim(),
        cash: cashValue,
        prescriptionCollected: prescription,
        signature: blob,
        photo,
      });
    } catch (err) {
      setError(messageOf(err));
      setIsSending(false);
    }
  };
  return (
    <form className={styles.sheet} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sheetTitle}>
        {t('deliver.title', { id: d.ID })}
      </h2>
      <label className={styles.field}>
        <span>{t('deliver.receiver')}</span>
        <input value={receiver} onChange={(e) => setReceiver(e.target.value)} maxLength={120} autoComplete="off" required />
      </label>
      <CashField id={id} value={cash} onChange={setCash} toCollect={d.CASH_TO_COLLECT} />
      {d.ANTIBIOTIC ? <PrescriptionCheck checked={prescription} onChange={setPrescription} /> : null}
      <ProofFields signature={signature} onSignature={onSignature} onPhoto={setPhoto} />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!isValid || isSending}>
          {isSending ? t('deliver.sending') : t('deliver.confirm')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={isSending}>
          {t('deliver.cancel')}
        </button>
      </div>
    </form>
  );
}

function CashField({ id, value, onChange, toCollect }: { id: string; value: string; onChange: (v: string) => void; toCollect: number }) {
  return (
    <label className={styles.field}>
      <span>{t('deliver.cash')}</span>
      <input value={value} onChange={(e) => onChange(e.target.value)} inputMode="decimal" aria-describedby={`${id}-cash`} />
      <small id={`${id}-cash`} className={styles.muted}>
        {t('deliver.cashHint', { amount: formatMoney(toCollect) })}
      </small>
    </label>
  );
}

/** Antibiotics only (decision 072): «Entregado» needs the original prescription in hand. */
function PrescriptionCheck({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{t('deliver.prescription')}</span>
    </label>
  );
}

/** The optional photo (the phone's camera) and the signature drawn on screen. */
function ProofFields({
  signature,
  onSignature,
  onPhoto,
}: {
  signature: RefObject<SignatureHandle | null>;
  onSignature: (has: boolean) => void;
  onPhoto: (file: File | null) => void;
}) {
  return (
    <>
      <label className={styles.field}>
        <span>{t('deliver.photo')}</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          onChange={(e) => onPhoto(e.target.files?.[0] ?? null)}
        />
      </label>
      <div className={styles.field}>
        <span>{t('deliver.signature')}</span>
        <SignatureField ref={signature} onChange={onSignature} />
      </div>
    </>
  );
}
