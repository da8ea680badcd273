import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import { applyMask } from '@mostrador/shared/validation/masks';
import { validate, type LazyRule, type Rule } from '@mostrador/shared/validation/rules';
import { useEffect, useState } from 'react';
import { TextField } from '../../../shared/ui/text-field';
import styles from '../design.module.css';

interface Props {
  label: string;
  rules: readonly Rule[];
  /** docs/product.md#design-pages: true checks after the first blur, false on every change, 'ondemand' only when asked. */
  lazy: LazyRule;
  /** Bumped by the page's "Validar" button (for 'ondemand'). */
  validateTick?: number;
  mask?: string;
  placeholder?: string;
  initial?: string;
}

/** The product's TextField with shared rules (packages/shared validation) run at the lazy-rule moment. */
export function RuleField({ label, rules, lazy, validateTick = 0, mask, placeholder, initial = '' }: Props) {
  const [value, setValue] = useState(initial);
  const [isArmed, setArmed] = useState(false);
  const [checked, setChecked] = useState<true | string | null>(null);
  const run = (v: string) => setChecked(validate(v, rules));
  useEffect(() => {
    if (validateTick > 0) setChecked(validate(value, rules));
    // Only the button runs an on-demand check, not each keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validateTick]);
  return (
    <div>
      <TextField
        label={label}
        value={value}
        placeholder={placeholder}
        inputMode={mask ? 'numeric' : undefined}
        onChange={(text) => {
          const next = mask ? applyMask(mask, text) : text;
          setValue(next);
          if (lazy === false || (lazy === true && isArmed)) run(next);
        }}
        onBlur={() => {
          if (lazy !== true) return;
          setArmed(true);
          run(value);
        }}
        error={checked === true ? null : checked}
      />
      {checked === true ? <span className={styles.ok}>{t('design.forms.ok')}</span> : null}
    </div>
  );
}
