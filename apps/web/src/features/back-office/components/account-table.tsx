import { Badge, Table } from '@mantine/core';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { formatPhone } from '@mostrador/shared/format/phone';
import { accessName } from '@mostrador/shared/messages/es-MX-back-office-api';
import { formatStamp } from '../format';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { CARDS_QUERY, KEYBOARD_SCROLL } from '../format';
import layoutStyles from '../../../shared/ui/layout.module.css';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

interface AccountTableProps {
  accounts: AdminAccount[];
  selected: number;
  onOpen: (id: number) => void;
}

/** The people found: one dense row each; the selected row follows the arrow keys. */
export function AccountTable({ accounts, selected, onOpen }: AccountTableProps) {
  return (
    <Table.ScrollContainer minWidth={useMediaQuery(CARDS_QUERY) ? 0 : 900} scrollAreaProps={KEYBOARD_SCROLL}>
      <Table className={styles.table} highlightOnHover verticalSpacing={4} horizontalSpacing="xs" aria-label={t('users.results')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.colPerson')}</Table.Th>
            <Table.Th>{t('users.colAccess')}</Table.Th>
            <Table.Th>{t('users.colBranch')}</Table.Th>
            <Table.Th>{t('users.colStatus')}</Table.Th>
            <Table.Th>{t('users.colLastSignIn')}</Table.Th>
            <Table.Th>{t('users.colSessions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account, index) => (
            <Table.Tr
              key={account.ID}
              id={`account-row-${account.ID}`}
              data-selected={index === selected}
              aria-selected={index === selected}
              onClick={() => onOpen(account.ID)}
            >
              <Table.Td className={styles.wrap}>
                <button type="button" className={styles.rowButton} tabIndex={-1} onClick={() => onOpen(account.ID)}>
                  {account.NAME || t('users.noName')}
                </button>
                <span className={`${staffStyles.muted} ${styles.subline}`}>
                  {formatPhone(account.PHONE)}
                  {account.EMAIL ? ` · ${account.EMAIL}` : ''}
                </span>
              </Table.Td>
              <Table.Td className={styles.wrap} data-label={t('users.colAccess')}>
                <AccessChips access={account.ACCESS} />
              </Table.Td>
              <Table.Td data-label={t('users.colBranch')}>{account.STAFF.map((s) => s.BRANCH_NAME || s.BRANCH).join(', ')}</Table.Td>
              <Table.Td className={styles.status} data-label={t('users.colStatus')}>
                <StatusBadge isDisabled={account.DISABLED} />
              </Table.Td>
              <Table.Td data-label={t('users.colLastSignIn')}>
                {account.LAST_SIGN_IN ? formatStamp(account.LAST_SIGN_IN) : t('users.never')}
              </Table.Td>
              <Table.Td data-label={t('users.colSessions')}>{account.OPEN_SESSIONS}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function AccessChips({ access }: { access: readonly string[] }) {
  return (
    <span className={layoutStyles.chips}>
      {access.map((name) => (
        <Badge key={name} size="xs" variant="light" radius="sm">
          {accessName(name)}
        </Badge>
      ))}
    </span>
  );
}

export function StatusBadge({ isDisabled }: { isDisabled: boolean }) {
  return (
    <Badge size="sm" variant={isDisabled ? 'filled' : 'light'} color={isDisabled ? 'red' : 'green'}>
      {isDisabled ? t('users.disabled') : t('users.active')}
    </Badge>
  );
}
