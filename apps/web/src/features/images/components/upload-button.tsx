import { Button } from '@mantine/core';
import { useRef, useState } from 'react';
import { notify } from '../../../shared/notify/notify';
import { IMAGE_MAX_BYTES } from '@mostrador/shared/schemas/images-views';
import { imagesT as t } from '@mostrador/shared/messages/es-MX-images';

interface UploadButtonProps {
  label: string;
  /** Uploads the chosen file; its Spanish refusal (ApiError) is shown as a toast. */
  onFile: (file: File) => Promise<unknown>;
  variant?: 'filled' | 'light' | 'default';
  disabled?: boolean;
  /** Said once the upload is done (default "Imagen subida"). */
  doneMessage?: string;
}

/** A button that opens the file picker (Enter or Space), then uploads with a busy state. */
export function UploadButton({ label, onFile, variant = 'filled', disabled = false, doneMessage }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      notify({ type: 'negative', message: t('images.tooLarge', { mb: IMAGE_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    setBusy(true);
    try {
      await onFile(file);
      notify({ type: 'positive', message: doneMessage ?? t('images.uploaded') });
    } catch (error) {
      notify({ type: 'negative', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(e) => void choose(e.currentTarget.files?.[0])}
      />
      <Button size="xs" variant={variant} loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
        {busy ? t('images.uploading') : label}
      </Button>
    </>
  );
}
