import { formatDateLong } from '@mostrador/shared/format/date';
import { TextField } from '../../../shared/ui/text-field';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from './date-range.module.css';
import { lastDays, RANGE_PRESETS, type DateRange } from './date-range';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

interface DateRangeFieldsProps {
  range: DateRange;
  today: string;
  /** Why the range cannot be asked for, shown under the fields; null when it is fine. */
  problem: string | null;
  onChange: (range: DateRange) => void;
}

/**
 * Native date inputs: the phone's own calendar, in Spanish with lang="es-MX" (where the browser
 * honours it), with no date-picker library to download. The browser may still write the day in
 * its own format, so each field also spells it out in Spanish. Quick ranges for the usual questions.
 */
export function DateRangeFields({ range, today, problem, onChange }: DateRangeFieldsProps) {
  return (
    <div className={styles.range}>
      <div className={layoutStyles.cluster} role="group" aria-label={t('dateRangeFields.rangosRapidos')}>
        {RANGE_PRESETS.map(({ label, days }) => {
          const preset = lastDays(today, days);
          const isActive = preset.from === range.from && preset.to === range.to;
          return (
            <button key={days} type="button" className={styles.preset} aria-pressed={isActive} onClick={() => onChange(preset)}>
              {label}
            </button>
          );
        })}
      </div>
      <div className={styles.dates}>
        <TextField
          label={t('dateRangeFields.desde')}
          type="date"
          lang="es-MX"
          max={range.to || today}
          value={range.from}
          onChange={(from) => onChange({ ...range, from })}
          hint={formatDateLong(range.from)}
        />
        <TextField
          label={t('dateRangeFields.hasta')}
          type="date"
          lang="es-MX"
          min={range.from || undefined}
          max={today}
          value={range.to}
          onChange={(to) => onChange({ ...range, to })}
          hint={formatDateLong(range.to)}
        />
      </div>
      {/* One message for the pair: most problems (order, length) belong to both fields. */}
      {problem ? (
        <p className={styles.rangeProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
