import { TEXTAREA_ROWS } from '@mostrador/shared/constants/limits';
import { designSystemT as t } from '@mostrador/shared/messages/es-MX-design-system';
import { MASKS, type MaskName } from '@mostrador/shared/validation/masks';
import * as rules from '@mostrador/shared/validation/rules';
import { LAZY_RULES, type LazyRule, type Rule } from '@mostrador/shared/validation/rules';
import { useId, useState } from 'react';
import formStyles from '../../shared/ui/form.module.css';
import uiStyles from '../../shared/ui/ui.module.css';
import { RuleField } from './components/rule-field';
import textStyles from '../../shared/ui/text.module.css';
import styles from './design.module.css';

type FieldLabel =
  | 'design.forms.date'
  | 'design.forms.time'
  | 'design.forms.fulltime'
  | 'design.forms.email'
  | 'design.forms.hex'
  | 'design.forms.rgb'
  | 'design.forms.rgba'
  | 'design.forms.phone';

const RULE_FIELDS: { label: FieldLabel; rules: Rule[]; placeholder: string; mask?: string }[] = [
  { label: 'design.forms.date', rules: [rules.required, rules.date], placeholder: '2026/11/25', mask: MASKS.date },
  { label: 'design.forms.time', rules: [rules.required, rules.time], placeholder: '09:30', mask: MASKS.time },
  { label: 'design.forms.fulltime', rules: [rules.required, rules.fulltime], placeholder: '09:30:15', mask: MASKS.fulltime },
  { label: 'design.forms.email', rules: [rules.required, rules.email], placeholder: 'nombre@correo.mx' },
  { label: 'design.forms.hex', rules: [rules.required, rules.hexColor], placeholder: '#1f6f43' },
  { label: 'design.forms.rgb', rules: [rules.required, rules.rgbColor], placeholder: 'rgb(31, 111, 67)' },
  { label: 'design.forms.rgba', rules: [rules.required, rules.rgbaColor], placeholder: 'rgba(31, 111, 67, 0.5)' },
  { label: 'design.forms.phone', rules: [rules.required, rules.phone10], placeholder: '(331) 111 - 2222', mask: MASKS.phone },
];

const LAZY_LABEL = { true: 'design.forms.lazyTrue', false: 'design.forms.lazyFalse', ondemand: 'design.forms.lazyOndemand' } as const;

/** One column of every rule with the same lazy setting; 'ondemand' has its "Validar" button. */
function LazyColumn({ lazy }: { lazy: LazyRule }) {
  const [tick, setTick] = useState(0);
  const id = useId();
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h3 id={id} className={styles.h3}>
        {t(LAZY_LABEL[String(lazy) as keyof typeof LAZY_LABEL])}
      </h3>
      {RULE_FIELDS.map((field) => (
        <RuleField
          key={field.label}
          label={t(field.label)}
          rules={field.rules}
          lazy={lazy}
          validateTick={tick}
          placeholder={field.placeholder}
          mask={field.mask}
        />
      ))}
      {lazy === 'ondemand' ? (
        <button type="button" className={uiStyles.button} onClick={() => setTick((n) => n + 1)}>
          {t('design.forms.validate')}
        </button>
      ) : null}
    </section>
  );
}

/** Route forms (SAMPLES): every rule and mask of docs/product.md#validation-rules, the three lazy-rule modes side by side, a 6-row textarea. */
export function FormsPage() {
  const textareaId = useId();
  const [notes, setNotes] = useState('');
  return (
    <article className={styles.page} aria-labelledby="forms-title">
      <h1 id="forms-title" className={textStyles.pageTitle}>
        {t('design.forms.title')}
      </h1>
      <p className={textStyles.muted}>{t('design.forms.lead')}</p>
      <section className={styles.section} aria-labelledby="forms-lazy">
        <h2 id="forms-lazy" className={textStyles.sectionTitle}>
          {t('design.forms.lazy')}
        </h2>
        <div className={styles.columns3}>
          {LAZY_RULES.map((lazy) => (
            <LazyColumn key={String(lazy)} lazy={lazy} />
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="forms-masks">
        <h2 id="forms-masks" className={textStyles.sectionTitle}>
          {t('design.forms.masks')}
        </h2>
        <div className={styles.grid}>
          {(Object.keys(MASKS) as MaskName[]).map((name) => (
            <RuleField
              key={name}
              label={`${name} · ${t('design.forms.mask', { mask: MASKS[name] })}`}
              rules={[]}
              lazy={false}
              mask={MASKS[name]}
              placeholder={MASKS[name]}
            />
          ))}
        </div>
      </section>
      <div className={formStyles.field}>
        <label htmlFor={textareaId} className={formStyles.label}>
          {t('design.forms.textarea')}
        </label>
        <textarea
          id={textareaId}
          rows={TEXTAREA_ROWS}
          className={styles.textarea}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
      </div>
    </article>
  );
}
