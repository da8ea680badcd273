import { Table } from '@mantine/core';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { ImportFieldChange, ImportRowChange } from '@mostrador/shared/schemas/catalogue-import';
import styles from '../catalogue-import.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

const n = (value: number) => value.toLocaleString('es-MX');
/** Long texts (a description) are cut; the title holds all of it. */
const MAX_SHOWN = 60;
const shown = (text: string) =>
  text === '' ? t('import.change.empty') : text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;

/** One field: "Precio $1,234.50 → $1,299.00"; a new product's only what it gets. */
function FieldChange({ change, isNew }: { change: ImportFieldChange; isNew: boolean }) {
  return (
    <li className={styles.change}>
      <span className={styles.changeLabel}>{change.LABEL}:</span>{' '}
      {isNew ? null : (
        <>
          <span title={change.BEFORE}>{shown(change.BEFORE)}</span>
          {' → '}
        </>
      )}
      <span className={styles.after} title={change.AFTER}>
        {shown(change.AFTER)}
      </span>
    </li>
  );
}

/** The dry run's rows, before → after, as dense as the problems table: row, SKU, what happens, and each field that changes. */
export function ChangesTable({ changes, totalRows }: { changes: ImportRowChange[]; totalRows: number }) {
  if (changes.length === 0) return null;
  return (
    <>
      <h2 className={staffStyles.sectionTitle}>{t('screen.changesTitle')}</h2>
      {changes.length < totalRows ? (
        <p className={staffStyles.muted}>{t('screen.changesMore', { shown: n(changes.length), total: n(totalRows) })}</p>
      ) : null}
      <div className={styles.tableWrap}>
        <Table className={styles.table} striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={styles.number}>{t('screen.row')}</Table.Th>
              <Table.Th>{t('import.field.SKU')}</Table.Th>
              <Table.Th>{t('screen.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((row) => (
              <Table.Tr key={row.ROW} data-kind={row.KIND}>
                <Table.Td className={styles.number}>{row.ROW}</Table.Td>
                <Table.Td className={styles.sku}>{row.SKU}</Table.Td>
                <Table.Td>
                  <span className={row.KIND === 'UNCHANGED' ? styles.kindQuiet : styles.kind}>{t(`import.change.${row.KIND}`)}</span>
                  {row.FIELDS.length > 0 ? (
                    <ul className={styles.changes}>
                      {row.FIELDS.map((field) => (
                        <FieldChange key={field.FIELD} change={field} isNew={row.KIND === 'NEW'} />
                      ))}
                    </ul>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
