import { PICK_CODE_MAX_LENGTH } from '@mostrador/shared/schemas/picking';
import { pickingScreenT as t } from '@mostrador/shared/messages/es-MX-picking';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import styles from '../picking.module.css';

/** ASCII 29, the GS1 group separator: many scanners type it as Ctrl+], which an input otherwise drops. */
const GROUP_SEPARATOR = String.fromCharCode(29);

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  isBusy: boolean;
  onScan: (code: string) => void;
}

/**
 * The field a USB or Bluetooth scanner types into: the code and Enter. It is sent as it arrived
 * (a GS1 string keeps its group separators) and the field empties for the next one.
 */
export function ScanField({ inputRef, isBusy, onScan }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!(event.ctrlKey && event.key === ']')) return;
    event.preventDefault();
    setCode((value) => value + GROUP_SEPARATOR);
  };
  return (
    <form
      noValidate
      className={styles.scan}
      onSubmit={(event) => {
        event.preventDefault();
        onScan(code);
        setCode('');
        inputRef.current?.focus();
      }}
    >
      <label htmlFor={id} className={styles.scanLabel}>
        {t('pickingPage.scanLabel')}
      </label>
      <div className={styles.scanRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.scanInput}
          value={code}
          maxLength={PICK_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="send"
          aria-describedby={`${id}-hint`}
          aria-busy={isBusy || undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus
        />
        <button type="submit" className={styles.scanButton}>
          {t('pickingPage.scanSend')}
        </button>
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        {t('pickingPage.scanHint')}
      </span>
    </form>
  );
}
