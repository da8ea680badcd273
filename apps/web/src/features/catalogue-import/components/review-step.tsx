import { Alert, Button, Table } from '@mantine/core';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { ImportDryRunResponse } from '@mostrador/shared/schemas/catalogue-import';
import styles from '../catalogue-import.module.css';
import { ChangesTable } from './changes-table';
import { PriceWarnings } from './price-warnings';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

const n = (value: number) => value.toLocaleString('es-MX');

/** Step 3: every problem by row and column (nothing was written), or what applying will change. */
export function ReviewStep({ report, onApply, busy }: { report: ImportDryRunResponse; onApply: () => void; busy: boolean }) {
  if (report.PROBLEM_COUNT === 0) {
    const s = report.SUMMARY;
    return (
      <section className={staffStyles.section}>
        <Alert color="green" variant="light">
          {t('screen.ready', { created: n(s.NEW), updated: n(s.UPDATED), unchanged: n(s.UNCHANGED), stock: n(s.STOCK_CHANGES) })}
        </Alert>
        <PriceWarnings report={report} />
        <ChangesTable changes={report.CHANGES} totalRows={report.JOB.TOTAL_ROWS} />
        <div className={styles.row}>
          <Button size="xs" onClick={onApply} loading={busy}>
            {t('screen.apply')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className={staffStyles.section} aria-live="polite">
      <h2 className={staffStyles.sectionTitle}>{t('screen.problemsTitle', { count: report.PROBLEM_COUNT.toLocaleString('es-MX') })}</h2>
      <p className={staffStyles.muted}>
        {t('screen.problemsHint')}
        {report.PROBLEM_COUNT > report.PROBLEMS.length ? ` ${t('screen.problemsMore', { shown: report.PROBLEMS.length })}` : ''}
      </p>
      <div className={styles.tableWrap}>
        <Table className={styles.table} striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={styles.number}>{t('screen.row')}</Table.Th>
              <Table.Th>{t('screen.column')}</Table.Th>
              <Table.Th>{t('screen.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.PROBLEMS.map((p, i) => (
              <Table.Tr key={i}>
                <Table.Td className={styles.number}>{p.ROW}</Table.Td>
                <Table.Td>{p.COLUMN}</Table.Td>
                <Table.Td>{p.MESSAGE}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
