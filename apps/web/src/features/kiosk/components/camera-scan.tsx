import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { useRef, useState } from 'react';
import { canReadWithCamera, useBarcodeCamera } from '../../../shared/camera/use-barcode-camera';
import { useEscapeKey } from '../hooks/use-escape-key';
import styles from '../kiosk.module.css';

/**
 * `?camara=1` in the screen's address: a touch tablet used as a price checker. A screen worked by
 * a scanner, that nobody touches, shows no camera button (issue 32).
 */
export const isCameraAsked = (search: string): boolean => new URLSearchParams(search).get('camara') === '1';

/** What the in-store screen reads: an EAN-13, or a UPC-A as its EAN-13. */
const KIOSK_FORMATS = ['ean_13', 'upc_a'];
const acceptEan = (raw: string): string | null => (/^\d{12,13}$/.test(raw) ? raw.padStart(13, '0') : null);

/** The camera's picture with a barcode reader on it; the first EAN read is handed over and the camera stops. */
function CameraView({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const state = useBarcodeCamera(video, { formats: KIOSK_FORMATS, accept: acceptEan, onCode });
  useEscapeKey(onClose);
  return (
    <div className={styles.camera} role="dialog" aria-modal="true" aria-label={kioskT('kiosk.cameraHint')}>
      {state === 'denied' ? <p className={styles.message}>{kioskT('kiosk.cameraDenied')}</p> : <video ref={video} muted playsInline />}
      <p className={styles.cameraHint}>{kioskT('kiosk.cameraHint')}</p>
      <button type="button" className={styles.back} onClick={onClose}>
        {kioskT('kiosk.cameraClose')}
      </button>
    </div>
  );
}

/** "Leer con la cámara", only where the browser has a barcode reader (and the address asks for it: isCameraAsked). */
export function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [isSupported] = useState(canReadWithCamera);
  if (!isSupported) return null;
  return (
    <>
      <button type="button" className={styles.cameraButton} onClick={() => setOpen(true)}>
        {kioskT('kiosk.cameraButton')}
      </button>
      {isOpen ? (
        <CameraView
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
