import { pickupT as t } from '@mostrador/shared/messages/es-MX-pickup';
import { antibioticRegisterT as registerT } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import { readPickupCode } from '@mostrador/shared/pickup/pickup-code';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { useBarcodeCamera } from '../../../shared/camera/use-barcode-camera';
import { notify } from '../../../shared/notify/notify';
import { useAuthStore } from '../../auth';
import { pickUpOrder } from '../api/advance-order';
import styles from './counter-handover.module.css';

interface Props {
  order: { ID: number; HAS_ANTIBIOTIC?: boolean };
}

/**
 * «Entregar en mostrador» (issue 35): the customer's code typed, typed by a USB scanner (the QR's
 * text and Enter), or read by the camera. A wrong code is refused by the server with the tries left.
 */
export function CounterHandover({ order }: Props) {
  const [code, setCode] = useState('');
  const [collected, setCollected] = useState(false);
  const [isScanning, setIsScanning] = useState(false);
  const inputId = useId();
  const auth = { token: useAuthStore((s) => s.idToken) ?? '', branchToken: useAuthStore((s) => s.branchIdToken) ?? '' };
  const queryClient = useQueryClient();
  const handOver = useMutation({
    mutationFn: (text: string) => pickUpOrder(auth, order.ID, text, order.HAS_ANTIBIOTIC ? collected : undefined),
    onSuccess: () => {
      notify({ type: 'positive', message: t('pickup.handedOver', { id: order.ID }) });
      setCode('');
      void queryClient.invalidateQueries({ queryKey: ['lastOrders'] });
      void queryClient.invalidateQueries({ queryKey: ['orderDetails'] });
    },
  });
  const read = readPickupCode(code);
  const otherOrder = read?.orderId != null && read.orderId !== order.ID ? read.orderId : null;
  const blocked = read === null || otherOrder !== null || (order.HAS_ANTIBIOTIC === true && !collected) || handOver.isPending;
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!blocked) handOver.mutate(code.trim());
  };
  return (
    <form noValidate className={styles.panel} onSubmit={submit} aria-label={t('counter.title')}>
      <label htmlFor={inputId} className={styles.label}>
        {t('counter.codeLabel')}
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.code}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('counter.codePlaceholder')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={80}
        />
        <button type="button" className={styles.secondary} onClick={() => setIsScanning((s) => !s)}>
          {isScanning ? t('counter.stopScan') : t('counter.scan')}
        </button>
      </div>
      {isScanning ? (
        <QrReader
          onCode={(text) => {
            setIsScanning(false);
            setCode(text);
            const scanned = readPickupCode(text);
            if (scanned && (scanned.orderId === null || scanned.orderId === order.ID) && !(order.HAS_ANTIBIOTIC && !collected)) {
              handOver.mutate(text);
            }
          }}
        />
      ) : null}
      {code !== '' && read === null ? <p className={styles.hint}>{t('pickup.codeFormat')}</p> : null}
      {otherOrder !== null ? (
        <p className={styles.error} role="alert">
          {t('counter.otherOrder', { scanned: otherOrder, id: order.ID })}
        </p>
      ) : null}
      {handOver.isError ? (
        <p className={styles.error} role="alert">
          {messageOf(handOver.error)}
        </p>
      ) : null}
      {order.HAS_ANTIBIOTIC ? (
        <label className={styles.check}>
          <input type="checkbox" checked={collected} onChange={(e) => setCollected(e.target.checked)} /> {registerT('delivery.confirm')}
        </label>
      ) : null}
      <button type="submit" className={styles.primary} disabled={blocked}>
        {t('counter.submit')}
      </button>
    </form>
  );
}

/** The back camera looking for the customer's QR (the shared reader, decision 065). */
function QrReader({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const state = useBarcodeCamera(video, { formats: ['qr_code'], accept: (raw) => (readPickupCode(raw) ? raw.trim() : null), onCode });
  if (state === 'denied' || state === 'unsupported') {
    return (
      <p className={styles.error} role="alert">
        {t(state === 'denied' ? 'counter.cameraDenied' : 'counter.cameraUnsupported')}
      </p>
    );
  }
  return <video ref={video} className={styles.video} muted playsInline aria-label={t('counter.scan')} />;
}
