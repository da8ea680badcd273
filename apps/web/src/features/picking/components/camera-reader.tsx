import { pickingScreenT as t } from '@mostrador/shared/messages/es-MX-picking';
import { useRef } from 'react';
import { useBarcodeCamera } from '../../../shared/camera/use-barcode-camera';
import styles from './pick-camera.module.css';

/**
 * What a medicine box carries: GS1 DataMatrix and GS1-128 (GTIN, lot, expiry; the reader gives
 * FNC1 as the group separator, ASCII 29), EAN-13, and UPC-A (read as its EAN-13).
 */
const PICK_FORMATS = ['data_matrix', 'code_128', 'ean_13', 'upc_a'];

/** The read as the scanner would have typed it; the server parses it (decision 060). */
const acceptAny = (raw: string): string | null => (raw === '' ? null : /^\d{12}$/.test(raw) ? `0${raw}` : raw);

interface Props {
  onCode: (code: string) => void;
  onClose: () => void;
}

/**
 * The camera's picture under the scan field, not over it: the field keeps working while it is open
 * and after a refusal. Loaded on the first press of «Escanear con cámara».
 */
export default function CameraReader({ onCode, onClose }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const state = useBarcodeCamera(video, { formats: PICK_FORMATS, accept: acceptAny, onCode });
  const isFailed = state === 'denied' || state === 'unsupported';
  return (
    <section className={styles.reader} aria-label={t('pickingPage.cameraTitle')}>
      {isFailed ? (
        <p className={styles.failed} role="alert">
          {t(state === 'denied' ? 'pickingPage.cameraDenied' : 'pickingPage.cameraUnsupported')}
        </p>
      ) : (
        <>
          <video ref={video} className={styles.video} muted playsInline />
          <p className={styles.hint} aria-live="polite">
            {t(state === 'starting' ? 'pickingPage.cameraStarting' : 'pickingPage.cameraHint')}
          </p>
        </>
      )}
      <button type="button" className={styles.close} onClick={onClose}>
        {t('pickingPage.cameraClose')}
      </button>
    </section>
  );
}
