import { Alert, Table } from '@mantine/core';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { ImportDryRunResponse } from '@mostrador/shared/schemas/catalogue-import';
import styles from '../catalogue-import.module.css';

/**
 * The dry run's warnings: rows whose price jumps beyond ×3 or ⅓ (docs/decisions/059). They do
 * not stop "Aplicar importación"; they sit right above it so the person reads them first.
 */
export function PriceWarnings({ report }: { report: Pick<ImportDryRunResponse, 'WARNING_COUNT' | 'WARNINGS'> }) {
  if (report.WARNING_COUNT === 0) return null;
  const count = report.WARNING_COUNT.toLocaleString('es-MX');
  return (
    <Alert color="orange" variant="light" title={t('screen.warningsTitle', { count })}>
      {report.WARNING_COUNT > report.WARNINGS.length ? <p>{t('screen.problemsMore', { shown: report.WARNINGS.length })}</p> : null}
      <div className={styles.tableWrap}>
        <Table className={styles.table} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={styles.number}>{t('screen.row')}</Table.Th>
              <Table.Th>{t('screen.column')}</Table.Th>
              <Table.Th>{t('screen.warning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.WARNINGS.map((w) => (
              <Table.Tr key={w.ROW}>
                <Table.Td className={styles.number}>{w.ROW}</Table.Td>
                <Table.Td>{w.COLUMN}</Table.Td>
                <Table.Td>{w.MESSAGE}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Alert>
  );
}
