import { t } from '@mostrador/shared/messages/es-MX';
import { designSystemT } from '@mostrador/shared/messages/es-MX-design-system';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { charCount } from './char-count';
import formStyles from './form.module.css';
import uiStyles from './ui.module.css';

/** Focus into the dialog while open, Escape closes, focus goes back where it was. */
function useDialogFocus<E extends HTMLElement>(onEscape: (() => void) | null) {
  const first = useRef<E>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onEscape?.();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onEscape]);
  return first;
}

function Frame({
  labelId,
  role = 'dialog',
  children,
  onBackdrop,
}: {
  labelId: string;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  onBackdrop?: () => void;
}) {
  return createPortal(
    <div className={styles.backdrop} onClick={onBackdrop}>
      <div role={role} aria-modal="true" aria-labelledby={labelId} className={styles.dialog} onClick={(e) => e.stopPropagation()}>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A message and one "Aceptar". */
export function AlertDialog({ title, message, onClose }: { title: string; message: string; onClose: () => void }) {
  const id = useId();
  const ok = useDialogFocus<HTMLButtonElement>(onClose);
  return (
    <Frame labelId={id} role="alertdialog" onBackdrop={onClose}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p>{message}</p>
      <div className={formStyles.actions}>
        <button ref={ok} type="button" className={uiStyles.button} onClick={onClose}>
          {designSystemT('dialog.ok')}
        </button>
      </div>
    </Frame>
  );
}

interface PromptDialogProps {
  title: string;
  label: string;
  initial?: string;
  /** True or the Spanish reason; OK stays disabled while it is not true (docs/product.md#notifications-and-dialogs). */
  check: (value: string) => true | string;
  onOk: (value: string) => void;
  onCancel: () => void;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  /** The buttons' words, when "Aceptar" and "Cancelar" would be ambiguous (cancelling an order). */
  okLabel?: string;
  cancelLabel?: string;
}

/** Asks for one value; "Aceptar" is disabled while `check` fails, and the reason shows under the field. */
export function PromptDialog(props: PromptDialogProps) {
  const { title, label, initial = '', check, onOk, onCancel, inputMode = 'text', maxLength } = props;
  const id = useId();
  const [value, setValue] = useState(initial);
  const input = useDialogFocus<HTMLInputElement>(onCancel);
  const result = check(value);
  const isValid = result === true;
  return (
    <Frame labelId={`${id}-title`} onBackdrop={onCancel}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      <form
        noValidate
        className={formStyles.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (isValid) onOk(value);
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor={id} className={formStyles.label}>
            {label}
          </label>
          <input
            ref={input}
            id={id}
            className={formStyles.input}
            value={value}
            inputMode={inputMode}
            maxLength={maxLength}
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={!isValid && value !== '' ? true : undefined}
            aria-describedby={`${id}-hint`}
          />
          <div id={`${id}-hint`} className={isValid ? formStyles.hint : formStyles.error}>
            {isValid ? (charCount(value, maxLength) ?? '\u00a0') : result}
          </div>
        </div>
        <div className={formStyles.actions}>
          <button type="button" className={uiStyles.buttonSubtle} onClick={onCancel}>
            {props.cancelLabel ?? t('common.cancel')}
          </button>
          <button type="submit" className={uiStyles.button} disabled={!isValid}>
            {props.okLabel ?? designSystemT('dialog.ok')}
          </button>
        </div>
      </form>
    </Frame>
  );
}

/** Blocks the screen with a spinner while something runs; it cannot be dismissed. */
export function LoadingDialog({ message = designSystemT('dialog.loading') }: { message?: string }) {
  const id = useId();
  return (
    <Frame labelId={id}>
      <div className={styles.loadingBody} aria-busy="true">
        <div className={uiStyles.spinner} aria-hidden="true" />
        <p id={id}>{message}</p>
      </div>
    </Frame>
  );
}
