import { type RefObject, useEffect, useRef, useState } from 'react';

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

/** True where the browser can read barcodes from the camera (and the page may ask for it). */
export const canReadWithCamera = (): boolean => detectorClass() !== null;

/** What the camera is doing: `unsupported` (no reader or no camera API) and `denied` are the ends a person must be told. */
export type CameraState = 'starting' | 'reading' | 'denied' | 'unsupported';

interface Options {
  /** Barcode Detection format names, e.g. 'ean_13', 'data_matrix'. */
  formats: string[];
  /** The code to hand over from what the reader saw, or null to keep looking. */
  accept: (rawValue: string) => string | null;
  onCode: (code: string) => void;
}

/**
 * Starts the back camera into `video` and looks for a barcode every 250 ms; the first accepted read
 * is handed over once and the camera stops. Shared by the in-store screen and the pick list, so
 * both read codes the same way (decision 065).
 */
export function useBarcodeCamera(video: RefObject<HTMLVideoElement | null>, { formats, accept, onCode }: Options): CameraState {
  const [state, setState] = useState<CameraState>(() => (canReadWithCamera() ? 'starting' : 'unsupported'));
  const latest = useRef({ accept, onCode });
  const wanted = formats.join(',');
  useEffect(() => {
    latest.current = { accept, onCode };
  });
  // The camera starts once per opening, whatever the screen around it re-renders.
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isDone = false;
    const detector = new Detector({ formats: wanted.split(',') });
    const look = async () => {
      if (isDone || !video.current) return;
      const found = await detector.detect(video.current).catch(() => []);
      const code = found.map((b) => latest.current.accept(b.rawValue)).find((c) => c !== null);
      if (isDone) return;
      if (code) {
        isDone = true;
        latest.current.onCode(code);
      } else timer = setTimeout(() => void look(), LOOK_EVERY_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      (media) => {
        if (isDone || !video.current) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        video.current.srcObject = media;
        setState('reading');
        void video.current.play().then(look, look);
      },
      () => {
        if (!isDone) setState('denied');
      },
    );
    return () => {
      isDone = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video, wanted]);
  return state;
}
