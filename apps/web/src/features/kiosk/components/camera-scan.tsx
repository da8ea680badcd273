import { kioskT } from '@mostrador/shared/messages/es-MX-kiosk';
import { useEffect, useRef, useState } from 'react';
import { useEscapeKey } from '../hooks/use-escape-key';
import styles from '../kiosk.module.css';

/** The Barcode Detection API (Chromium on Android, ChromeOS, macOS); not in TypeScript's DOM types. */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const LOOK_EVERY_MS = 250;

function detectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' && typeof navigator.mediaDevices?.getUserMedia === 'function' ? candidate : null;
}

/** True where the browser can read barcodes from the camera: only then the button shows. */
export const canScanWithCamera = (): boolean => detectorClass() !== null;

/**
 * `?camara=1` in the screen's address: a touch tablet used as a price checker. A screen worked by
 * a scanner, that nobody touches, shows no camera button (issue 32).
 */
export const isCameraAsked = (search: string): boolean => new URLSearchParams(search).get('camara') === '1';

/** The camera's picture with a barcode reader on it; the first EAN read is handed over and the camera stops. */
function CameraView({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [isDenied, setDenied] = useState(false);
  const handOver = useRef(onCode);
  useEscapeKey(onClose);
  useEffect(() => {
    handOver.current = onCode;
  });
  // The camera starts once per opening, whatever the screen around it re-renders.
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isDone = false;
    const detector = new Detector({ formats: ['ean_13', 'upc_a'] });
    const look = async () => {
      if (isDone || !video.current) return;
      const found = await detector.detect(video.current).catch(() => []);
      const code = found.find((b) => /^\d{12,13}$/.test(b.rawValue))?.rawValue;
      if (code && !isDone) handOver.current(code.length === 12 ? `0${code}` : code);
      else if (!isDone) timer = setTimeout(() => void look(), LOOK_EVERY_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (media) => {
        stream = media;
        if (isDone || !video.current) return;
        video.current.srcObject = media;
        void video.current.play().then(look, look);
      },
      () => setDenied(true),
    );
    return () => {
      isDone = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);
  return (
    <div className={styles.camera} role="dialog" aria-modal="true" aria-label={kioskT('kiosk.cameraHint')}>
      {isDenied ? <p className={styles.message}>{kioskT('kiosk.cameraDenied')}</p> : <video ref={video} muted playsInline />}
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
  const [isSupported] = useState(canScanWithCamera);
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
