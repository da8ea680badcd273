import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { charCount } from './char-count';
import styles from './form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  /** With maxLength: the count of characters is always shown, not only near the limit. */
  alwaysCount?: boolean;
  /** A button inside the field's right edge (e.g. show the password). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, error, hint: ownHint, alwaysCount, trailing, id, ref, className, ...input } = props;
  const autoId = useId();
  const count = charCount(value, input.maxLength, alwaysCount);
  const hint =
    count && ownHint ? (
      <>
        {ownHint} · {count}
      </>
    ) : (
      (count ?? ownHint)
    );
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const described = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      {...input}
      id={inputId}
      ref={ref}
      className={className ? `${styles.input} ${className}` : styles.input}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {trailing ? (
        <div className={styles.withButton}>
          {field}
          {trailing}
        </div>
      ) : (
        field
      )}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
