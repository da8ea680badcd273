import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import uiStyles from '../../../shared/ui/ui.module.css';
import type { PeriodKind } from '../period';
import styles from '../reports.module.css';

export interface FilterState {
  kind: PeriodKind;
  /** The day a day, week or month period is taken around. */
  anchor: string;
  DATE_START: string;
  DATE_END: string;
  BRANCH: string;
}

const KINDS: PeriodKind[] = ['day', 'week', 'month', 'custom'];

/** Period (day, week, month or custom dates), branch (one or all side by side) and «Imprimir». */
export function ReportFilters(props: {
  value: FilterState;
  branches: { CODE: string; NAME: string }[];
  today: string;
  onChange: (patch: Partial<FilterState>) => void;
  onPrint: () => void;
}) {
  const { value, branches, today, onChange, onPrint } = props;
  return (
    <div className={styles.filters}>
      <label>
        {t('reports.period')}
        <select value={value.kind} onChange={(e) => onChange({ kind: e.target.value as PeriodKind })}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`reports.period.${k}`)}
            </option>
          ))}
        </select>
      </label>
      {value.kind === 'custom' ? (
        <>
          <label>
            {t('reports.from')}
            <input
              type="date"
              max={today}
              value={value.DATE_START}
              onChange={(e) => e.target.value && onChange({ DATE_START: e.target.value })}
            />
          </label>
          <label>
            {t('reports.to')}
            <input
              type="date"
              max={today}
              value={value.DATE_END}
              onChange={(e) => e.target.value && onChange({ DATE_END: e.target.value })}
            />
          </label>
        </>
      ) : (
        <label>
          {t(`reports.period.${value.kind}`)}
          <input type="date" max={today} value={value.anchor} onChange={(e) => e.target.value && onChange({ anchor: e.target.value })} />
        </label>
      )}
      <label>
        {t('reports.branch')}
        <select value={value.BRANCH} onChange={(e) => onChange({ BRANCH: e.target.value })}>
          <option value="">{t('reports.allBranches')}</option>
          {branches.map((b) => (
            <option key={b.CODE} value={b.CODE}>
              {b.NAME}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={uiStyles.button} onClick={onPrint}>
        {t('reports.print')}
      </button>
    </div>
  );
}
