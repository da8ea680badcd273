import { PRESCRIPTION_ACCEPT } from '@mostrador/shared/schemas/prescriptions';
import { prescriptionsT as t } from '@mostrador/shared/messages/es-MX-prescriptions';
import { useEffect, useId, useRef, useState } from 'react';
import { messageOf } from '../../shared/api/api-error';
import uiStyles from '../../shared/ui/ui.module.css';
import { useAuthStore } from '../auth';
import { uploadPrescription } from './api';
import styles from './prescriptions.module.css';

export interface AttachedFile {
  id: number;
  contentType: string;
  name: string;
}

/**
 * The prescription's photo or PDF at checkout: choose a file or take a photo (the phone's rear
 * camera), uploaded at once with its progress; a preview of the photo, the server's refusal in
 * Spanish. The server re-encodes the photo without its metadata.
 */
export function PrescriptionFileField({
  value,
  onChange,
  error,
}: {
  value: AttachedFile | null;
  onChange: (file: AttachedFile | null) => void;
  error?: string;
}) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const id = useId();
  const pick = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    onChange(null);
    setPreview(file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    try {
      const stored = await uploadPrescription(token, file, setProgress);
      onChange({ id: stored.ID, contentType: stored.CONTENT_TYPE, name: file.name });
    } catch (e) {
      setFailure(messageOf(e));
      setPreview(null);
    } finally {
      setProgress(null);
    }
  };
  const shown = failure ?? error ?? null;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`} aria-describedby={shown ? `${id}-error` : undefined}>
      <span id={`${id}-label`} className={styles.label}>
        {t('rx.ui.file')}
      </span>
      <div className={styles.buttons}>
        <button type="button" className={uiStyles.button} onClick={() => camera.current?.click()} disabled={progress !== null}>
          {t('rx.ui.camera')}
        </button>
        <button type="button" className={uiStyles.buttonSubtle} onClick={() => pick.current?.click()} disabled={progress !== null}>
          {value ? t('rx.ui.replace') : t('rx.ui.choose')}
        </button>
      </div>
      <input ref={camera} type="file" accept="image/*" capture="environment" hidden onChange={(e) => void send(e.target.files?.[0])} />
      <input ref={pick} type="file" accept={PRESCRIPTION_ACCEPT} hidden onChange={(e) => void send(e.target.files?.[0])} />
      {progress !== null ? (
        <p className={styles.status} role="status">
          <progress max={100} value={progress} /> {t('rx.ui.uploading', { pct: progress })}
        </p>
      ) : null}
      {value && progress === null ? (
        <p className={styles.status} role="status">
          ✓ {t('rx.ui.uploaded')}: {value.contentType === 'application/pdf' ? t('rx.ui.pdf') : value.name}
        </p>
      ) : null}
      {preview ? <img className={styles.preview} src={preview} alt={t('rx.ui.preview')} /> : null}
      {shown ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
