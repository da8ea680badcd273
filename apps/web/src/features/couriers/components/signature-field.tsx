import { courierT as t } from '@mostrador/shared/messages/es-MX-couriers';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type SignaturePad from 'signature_pad';
import styles from '../couriers.module.css';

export interface SignatureHandle {
  /** The drawing as a PNG, or null while nothing is drawn. */
  toBlob(): Promise<Blob | null>;
}

/**
 * The receiver signs with a finger (signature_pad, loaded only when this opens). The canvas keeps the device's
 * pixel ratio so the stroke is sharp; «Borrar firma» starts again.
 */
export function SignatureField({ ref, onChange }: { ref: Ref<SignatureHandle>; onChange: (hasSignature: boolean) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void import('signature_pad').then(({ default: Pad }) => {
      const el = canvas.current;
      if (cancelled || !el) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      el.width = el.offsetWidth * ratio;
      el.height = el.offsetHeight * ratio;
      el.getContext('2d')?.scale(ratio, ratio);
      const created = new Pad(el, { penColor: '#111111', minWidth: 1, maxWidth: 3 });
      created.addEventListener('endStroke', () => onChange(!created.isEmpty()));
      pad.current = created;
      setIsReady(true);
    });
    return () => {
      cancelled = true;
      pad.current?.off();
    };
  }, [onChange]);
  useImperativeHandle(ref, () => ({
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        // canvas.toBlob, not fetch(dataURL): the page's CSP allows no data: fetches.
        if (!pad.current || pad.current.isEmpty() || !canvas.current) return resolve(null);
        canvas.current.toBlob(resolve, 'image/png');
      }),
  }));
  return (
    <div className={styles.signature}>
      <canvas ref={canvas} className={styles.signatureCanvas} aria-label={t('deliver.signature')} role="img" data-ready={isReady} />
      {isReady ? null : <p className={styles.muted}>{t('deliver.loadingPad')}</p>}
      <div className={styles.signatureBar}>
        <span className={styles.muted}>{t('deliver.signatureHint')}</span>
        <button
          type="button"
          className={styles.secondarySmall}
          onClick={() => {
            pad.current?.clear();
            onChange(false);
          }}
        >
          {t('deliver.clear')}
        </button>
      </div>
    </div>
  );
}
