import { Table } from '@mantine/core';
import type { AuditEntry } from '@mostrador/shared/schemas/admin';
import { auditActionLabel } from '@mostrador/shared/messages/es-MX-back-office-api';
import { describeChange, formatStamp } from '../format';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { CARDS_QUERY, KEYBOARD_SCROLL } from '../format';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

interface AuditTableProps {
  entries: AuditEntry[];
  emptyText: string;
  label: string;
  /** The trail's tab filters by a person when their name is clicked. */
  onActor?: (id: number) => void;
}

/** Audit rows, newest first: when, who, what, on whom, before → after, why. */
export function AuditTable({ entries, emptyText, label, onActor }: AuditTableProps) {
  const isCards = useMediaQuery(CARDS_QUERY);
  if (entries.length === 0) {
    return (
      <p className={staffStyles.muted} role="status">
        {emptyText}
      </p>
    );
  }
  return (
    <Table.ScrollContainer minWidth={isCards ? 0 : 860} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table className={styles.table} striped verticalSpacing={4} horizontalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.colAt')}</Table.Th>
            <Table.Th>{t('audit.colActor')}</Table.Th>
            <Table.Th>{t('audit.colAction')}</Table.Th>
            <Table.Th>{t('audit.colTarget')}</Table.Th>
            <Table.Th>{t('audit.colChange')}</Table.Th>
            <Table.Th>{t('audit.colReason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.ID}>
              <Table.Td>{formatStamp(entry.AT)}</Table.Td>
              <Table.Td data-label={t('audit.colActor')}>
                {onActor ? (
                  <button type="button" className={styles.rowButton} onClick={() => onActor(entry.ACTOR_ID)}>
                    {entry.ACTOR_NAME}
                  </button>
                ) : (
                  entry.ACTOR_NAME
                )}
              </Table.Td>
              <Table.Td data-label={t('audit.colAction')}>
                <strong>{entry.ACTION_NAME || auditActionLabel(entry.ACTION)}</strong>
              </Table.Td>
              <Table.Td data-label={t('audit.colTarget')}>{targetText(entry)}</Table.Td>
              <Table.Td className={styles.wrap} data-label={t('audit.colChange')}>
                {describeChange(entry.BEFORE, entry.AFTER) || entry.TARGET_TEXT}
              </Table.Td>
              <Table.Td className={styles.wrap} data-label={t('audit.colReason')}>
                {entry.REASON}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function targetText(entry: AuditEntry): string {
  const parts = [entry.TARGET_NAME ?? '', entry.TARGET_ORDER_ID ? t('audit.order', { id: entry.TARGET_ORDER_ID }) : ''];
  return parts.filter(Boolean).join(' · ');
}
