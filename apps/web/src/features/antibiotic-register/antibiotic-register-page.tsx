import { todayInMexico, dayOnScreen, formatStamp } from '@mostrador/shared/format/date';
import { REGISTER_COLUMNS, antibioticRegisterT as t } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import type { RegisterListResponse, RegisterRow } from '@mostrador/shared/schemas/antibiotic-register';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../shared/api/api-error';
import { PrintArea } from '../../shared/ui/print-area';
import { ErrorState, Spinner } from '../../shared/ui/state-panel';
import { useAuthStore } from '../auth';
import { exportRegister, registerQuery, type RegisterFilter } from './api/register';
import uiStyles from '../../shared/ui/ui.module.css';
import styles from './antibiotic-register.module.css';

/** This month in Mexico City: from its first day to today. */
const thisMonth = () => {
  const today = todayInMexico();
  return { DATE_START: `${today.slice(0, 8)}01`, DATE_END: today };
};

async function download(token: string, filter: Omit<RegisterFilter, 'PAGE'>, FORMAT: 'CSV' | 'XLSX') {
  const blob = await exportRegister(token, { ...filter, FORMAT });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `libro-antibioticos-${filter.BRANCH || 'todas'}-${filter.DATE_START}-${filter.DATE_END}.${FORMAT.toLowerCase()}`;
  a.click();
  URL.revokeObjectURL(url);
}

/** The register's rows; a correction (negative) reads in red. */
function RegisterTable({ rows }: { rows: RegisterRow[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {REGISTER_COLUMNS.map((key) => (
              <th key={key}>{t(key)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={REGISTER_COLUMNS.length}>{t('register.empty')}</td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.ID} className={r.QUANTITY < 0 ? styles.correction : undefined}>
              <td>{formatStamp(r.DISPENSED_AT)}</td>
              <td className={styles.num}>{r.ORDER_ID}</td>
              <td>{r.GENERIC_NAME}</td>
              <td>{r.BRAND_NAME}</td>
              <td>{r.PRESENTATION}</td>
              <td>{r.LOT}</td>
              <td>{dayOnScreen(r.EXPIRY)}</td>
              <td className={styles.num}>{r.QUANTITY}</td>
              <td>{r.DOCTOR_NAME}</td>
              <td>{r.CEDULA}</td>
              <td>{r.DOCTOR_ADDRESS}</td>
              <td>{r.NOTE}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What «Imprimir» puts on paper: the title block with branch, period and totals, then the table. */
function RegisterSheet(props: { list: RegisterListResponse; branchName: string; filter: Omit<RegisterFilter, 'PAGE'>; page: number }) {
  const { list, filter, page } = props;
  return (
    <section className={styles.sheet} aria-label={t('register.title')}>
      <header className={styles.sheetHead}>
        <strong>{t('register.title')}</strong>
        <div>{t('register.branch', { name: props.branchName })}</div>
        <div>{t('register.period', { from: dayOnScreen(filter.DATE_START), to: dayOnScreen(filter.DATE_END) })}</div>
        <div>{t('register.totals', { rows: list.TOTAL_ROWS, units: list.TOTAL_UNITS })}</div>
        {(page > 1 || list.HAS_MORE) && <div>{t('register.printedPage', { page })}</div>}
      </header>
      <RegisterTable rows={list.rows} />
    </section>
  );
}

/**
 * `/admin/antibiotic_register` (PHARMACIST or ADMIN; decision 072): the register of a branch in a
 * period, paged with its totals; CSV and Excel exports and «Imprimir» (title block and table only).
 */
export function AntibioticRegisterPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const [filter, setFilter] = useState<Omit<RegisterFilter, 'PAGE'>>({ BRANCH: '', ...thisMonth() });
  const [page, setPage] = useState(1);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useQuery(registerQuery(token, { ...filter, PAGE: page }));
  const set = (patch: Partial<RegisterFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPage(1);
  };
  const branchName = list.data?.BRANCHES.find((b) => b.CODE === filter.BRANCH)?.NAME ?? t('register.allBranches');
  const exportAs = (format: 'CSV' | 'XLSX') => {
    setExportError(null);
    download(token, filter, format).catch((error: unknown) => setExportError(messageOf(error)));
  };

  return (
    <main className={styles.page}>
      <h1>{t('register.title')}</h1>
      <div className={styles.filters}>
        <label>
          {t('register.filterBranch')}
          <select value={filter.BRANCH} onChange={(e) => set({ BRANCH: e.target.value })}>
            <option value="">{t('register.allBranches')}</option>
            {list.data?.BRANCHES.map((b) => (
              <option key={b.CODE} value={b.CODE}>
                {b.NAME}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('register.filterFrom')}
          <input type="date" value={filter.DATE_START} onChange={(e) => e.target.value && set({ DATE_START: e.target.value })} />
        </label>
        <label>
          {t('register.filterTo')}
          <input type="date" value={filter.DATE_END} onChange={(e) => e.target.value && set({ DATE_END: e.target.value })} />
        </label>
        <button type="button" className={uiStyles.button} onClick={() => exportAs('CSV')}>
          {t('register.exportCsv')}
        </button>
        <button type="button" className={uiStyles.button} onClick={() => exportAs('XLSX')}>
          {t('register.exportXlsx')}
        </button>
        <button type="button" className={uiStyles.button} onClick={() => window.print()}>
          {t('register.print')}
        </button>
      </div>
      {exportError && <p role="alert">{exportError}</p>}
      {list.isError && <ErrorState message={messageOf(list.error)} />}
      {list.isPending && <Spinner />}
      {list.data && (
        <>
          <p>{t('register.totals', { rows: list.data.TOTAL_ROWS, units: list.data.TOTAL_UNITS })}</p>
          <RegisterTable rows={list.data.rows} />
          <PrintArea>
            <RegisterSheet list={list.data} branchName={branchName} filter={filter} page={page} />
          </PrintArea>
        </>
      )}
      {list.data && (page > 1 || list.data.HAS_MORE) && (
        <div className={styles.pager}>
          <button type="button" className={uiStyles.button} disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
            {t('register.previous')}
          </button>
          <span>{t('register.page', { page })}</span>
          <button type="button" className={uiStyles.button} disabled={!list.data.HAS_MORE} onClick={() => setPage((p) => p + 1)}>
            {t('register.next')}
          </button>
        </div>
      )}
    </main>
  );
}
