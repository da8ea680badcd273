import { t } from '@mostrador/shared/messages/es-MX';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import formStyles from './form.module.css';
import uiStyles from './ui.module.css';

interface ConfirmDialogProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  /** The dismiss button; "Cancelar" reads wrong beside "Sí, cancelar" (cancelling an order). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Confirme" (the wording in docs/product.md#notifications-and-dialogs) before something that cannot be undone; Escape cancels. */
export function ConfirmDialog({
  title = t('themes.deleteConfirm.title'),
  message,
  confirmLabel = t('common.confirm'),
  cancelLabel = t('common.cancel'),
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onCancel();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onCancel]);
  return createPortal(
    <div className={styles.backdrop} onClick={onCancel}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        aria-describedby="confirm-text"
        className={styles.dialog}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="confirm-title" className={styles.title}>
          {title}
        </h2>
        <p id="confirm-text">{message}</p>
        <div className={formStyles.actions}>
          <button ref={cancelRef} type="button" className={uiStyles.buttonSubtle} onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className={uiStyles.button} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
