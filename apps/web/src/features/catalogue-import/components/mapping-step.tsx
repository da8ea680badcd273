import { Button, Input, Table } from '@mantine/core';
import { FIXED_TARGETS, stockTarget, targetLabel } from '@mostrador/shared/catalogue-import/columns';
import { catalogueImportT as t } from '@mostrador/shared/messages/es-MX-catalogue-import';
import type { ImportJob } from '@mostrador/shared/schemas/catalogue-import';
import styles from '../catalogue-import.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';

interface MappingStepProps {
  job: ImportJob;
  sample: string[][];
  mapping: string[];
  onChange: (mapping: string[]) => void;
  onDryRun: () => void;
  busy: boolean;
}

/** Step 2: for each column of the file, the field it fills (guessed from the header, editable). */
export function MappingStep({ job, sample, mapping, onChange, onDryRun, busy }: MappingStepProps) {
  const known = ['', ...FIXED_TARGETS, ...job.BRANCHES.map(stockTarget)];
  // A guessed stock column of a branch that does not exist stays listed, so the dry run can name it.
  const options = [...known, ...mapping.filter((m) => !known.includes(m))];
  const branches = job.BRANCH_LIST.map((b) => ({ code: b.CODE, name: b.NAME }));
  return (
    <section className={staffStyles.section}>
      <h2 className={staffStyles.sectionTitle}>
        {t('screen.mappingTitle', { file: job.FILE_NAME, rows: job.TOTAL_ROWS.toLocaleString('es-MX') })}
      </h2>
      <p className={staffStyles.muted}>{t('screen.mappingHint')}</p>
      <div className={styles.tableWrap}>
        <Table className={styles.table} striped highlightOnHover stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('screen.column')}</Table.Th>
              <Table.Th>{t('screen.target')}</Table.Th>
              <Table.Th>{t('screen.example')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {job.HEADERS.map((header, i) => (
              <Table.Tr key={`${i}-${header}`}>
                <Table.Td>{header}</Table.Td>
                <Table.Td>
                  <Input
                    component="select"
                    size="xs"
                    className={styles.select}
                    aria-label={t('screen.targetOf', { column: header })}
                    value={mapping[i] ?? ''}
                    onChange={(e) => onChange(mapping.map((m, j) => (j === i ? e.currentTarget.value : m)))}
                  >
                    {options.map((target) => (
                      <option key={target} value={target}>
                        {targetLabel(target, branches)}
                      </option>
                    ))}
                  </Input>
                </Table.Td>
                <Table.Td className={styles.example} title={sample[0]?.[i] ?? ''}>
                  {sample[0]?.[i] ?? ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      <div className={styles.row}>
        <Button size="xs" onClick={onDryRun} loading={busy}>
          {t('screen.dryRun')}
        </Button>
      </div>
    </section>
  );
}
