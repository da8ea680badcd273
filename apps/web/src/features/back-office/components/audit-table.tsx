import { Table } from '@mantine/core';
import type { AuditEntry } from '@mostrador/shared/schemas/admin';
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

/** Actions whose sentence says all there is; the others also offer what was recorded before and after. */
const SAID_IN_FULL = /^(access|account|sessions|staff|support|catalogue\.(stock|category|synonym))\./;

/** Audit rows, newest first: when, what happened as a sentence (who did what to whom), why. */
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
    <Table.ScrollContainer minWidth={isCards ? 0 : 700} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table className={styles.table} striped verticalSpacing={4} horizontalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.colAt')}</Table.Th>
            <Table.Th>{t('audit.colWhat')}</Table.Th>
            <Table.Th>{t('audit.colReason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.ID}>
              <Table.Td>{formatStamp(entry.AT)}</Table.Td>
              <Table.Td className={styles.wrap}>
                <Sentence entry={entry} onActor={onActor} />
                <Recorded entry={entry} />
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

/** The sentence; the person who acted, where it starts with them, filters the trail by them. */
function Sentence({ entry, onActor }: { entry: AuditEntry; onActor?: (id: number) => void }) {
  const name = entry.ACTOR_NAME;
  if (!onActor || !name || !entry.SENTENCE.startsWith(name)) return <span>{entry.SENTENCE}</span>;
  return (
    <span>
      <button type="button" className={styles.rowButton} aria-label={t('audit.byActor', { name })} onClick={() => onActor(entry.ACTOR_ID)}>
        {name}
      </button>
      {entry.SENTENCE.slice(name.length)}
    </span>
  );
}

/** What the entry recorded before and after, folded: for the actions a sentence cannot sum up. */
function Recorded({ entry }: { entry: AuditEntry }) {
  const change = SAID_IN_FULL.test(entry.ACTION) ? '' : describeChange(entry.BEFORE, entry.AFTER);
  if (!change) return null;
  return (
    <details className={styles.recorded}>
      <summary>{t('audit.recorded')}</summary>
      <span className={staffStyles.muted}>{change}</span>
    </details>
  );
}
