import { Button, Group, Loader } from '@mantine/core';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import { formatPhone } from '@mostrador/shared/format/phone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { ErrorState } from '../../../shared/ui/state-panel';
import { useAuthStore } from '../../auth';
import { closeSessions } from '../api/close-sessions';
import { accountDetailQuery } from '../api/get-account-detail';
import { setDisabled } from '../api/set-disabled';
import { formatStamp } from '../format';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import { AccessSection } from './access-section';
import type { AskChange } from './ask';
import { AuditTable } from './audit-table';
import { ReasonDialog, type PendingAction } from './reason-dialog';
import { CourierSection } from './courier-section';
import { StaffSection } from './staff-section';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** One person: access, staff branch, state, sessions and history; every change confirmed first. */
export function PersonPanel({ id, onBack }: { id: number; onBack: () => void }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const queryClient = useQueryClient();
  const detail = useQuery(accountDetailQuery(token, id));
  const [pending, setPending] = useState<PendingAction | null>(null);
  const ask: AskChange = (message, call) => setPending({ message, run: (reason) => call(reason).then(() => t('done.saved')) });
  // The detail (with its history), the list and the trail all show what just changed.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['backOffice'] });

  return (
    <section className={staffStyles.page} aria-labelledby="person-title">
      <Group gap="xs">
        <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('person.back')}
        </Button>
      </Group>
      {detail.isPending ? (
        <Loader size="sm" role="status" aria-label={t('person.loading')} />
      ) : detail.isError ? (
        <ErrorState message={messageOf(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <>
          <PersonHead account={detail.data.account} />
          <div className={styles.twoColumns}>
            <AccessSection account={detail.data.account} token={token} ask={ask} />
            <div className={staffStyles.page}>
              <StaffSection account={detail.data.account} token={token} ask={ask} />
              <CourierSection account={detail.data.account} token={token} ask={ask} />
              <AccountActions account={detail.data.account} token={token} ask={ask} />
            </div>
          </div>
          <section className={staffStyles.section} aria-labelledby="person-history">
            <h3 id="person-history" className={staffStyles.sectionTitle}>
              {t('person.history')}
            </h3>
            <AuditTable entries={detail.data.history} emptyText={t('person.noHistory')} label={t('person.history')} />
          </section>
        </>
      )}
      <ReasonDialog action={pending} onClose={() => setPending(null)} onDone={refresh} />
    </section>
  );
}

function PersonHead({ account }: { account: AdminAccount }) {
  return (
    <header>
      <h2 id="person-title" className={staffStyles.title}>
        {account.NAME || t('users.noName')}
      </h2>
      <p className={staffStyles.muted}>
        {t('person.summary', {
          phone: formatPhone(account.PHONE),
          status: account.DISABLED ? t('users.disabled') : t('users.active'),
          sessions: account.OPEN_SESSIONS === 1 ? t('person.oneSession') : t('person.sessions', { count: account.OPEN_SESSIONS }),
          last: account.LAST_SIGN_IN ? formatStamp(account.LAST_SIGN_IN) : t('users.never'),
        })}
        {account.EMAIL ? ` · ${account.EMAIL}` : ''} · {t('support.id', { id: account.ID })}
      </p>
    </header>
  );
}

function AccountActions({ account, token, ask }: { account: AdminAccount; token: string; ask: AskChange }) {
  const name = account.NAME || formatPhone(account.PHONE);
  const base = { token, ACCOUNT_ID: account.ID };
  return (
    <section className={staffStyles.section} aria-labelledby="person-account">
      <h3 id="person-account" className={staffStyles.sectionTitle}>
        {t('person.account')}
      </h3>
      <Group gap="xs">
        <Button
          size="xs"
          color={account.DISABLED ? undefined : 'red'}
          variant={account.DISABLED ? 'filled' : 'light'}
          onClick={() =>
            ask(t(account.DISABLED ? 'confirm.enable' : 'confirm.disable', { name }), (REASON) =>
              setDisabled({ ...base, DISABLED: !account.DISABLED, REASON }),
            )
          }
        >
          {account.DISABLED ? t('person.enable') : t('person.disable')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => ask(t('confirm.closeSessions', { name }), (REASON) => closeSessions({ ...base, REASON }))}
        >
          {t('person.closeSessions')}
        </Button>
      </Group>
    </section>
  );
}
