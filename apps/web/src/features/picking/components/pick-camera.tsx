import { pickingScreenT as t } from '@mostrador/shared/messages/es-MX-picking';
import { Suspense, lazy, useState } from 'react';
import { Spinner } from '../../../shared/ui/state-panel';
import styles from './pick-camera.module.css';

// Its own chunk: the pick list opens without it, the monitor and the first screen never load it.
const CameraReader = lazy(() => import('./camera-reader'));

interface Props {
  /** The same handler the scan field calls: a read is a scan. */
  onScan: (code: string) => void;
  /** After the camera closes, with or without a read: the scan field takes the focus back. */
  onClose: () => void;
}

/** «Escanear con cámara» beside the scan field (issue 33): the camera reads one code and closes. */
export function PickCamera({ onScan, onClose }: Props) {
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <button type="button" className={styles.open} aria-expanded={isOpen} onClick={() => (isOpen ? close() : setOpen(true))}>
        {t('pickingPage.cameraOpen')}
      </button>
      {isOpen ? (
        <Suspense fallback={<Spinner label={t('pickingPage.cameraStarting')} />}>
          <CameraReader
            onCode={(code) => {
              setOpen(false);
              onScan(code);
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
