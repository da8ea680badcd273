import { Button, Group, Loader } from '@mantine/core';
import type { SupportCustomerResponse } from '@mostrador/shared/schemas/support';
import { formatPhone } from '@mostrador/shared/format/phone';
import { dayOnScreen } from '@mostrador/shared/format/date';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../../shared/api/api-error';
import { IconArrowLeft } from '../../../shared/ui/icons';
import { ErrorState } from '../../../shared/ui/state-panel';
import { useAuthStore } from '../../auth';
import { addNote } from '../api/add-note';
import { supportCustomerQuery } from '../api/get-support-customer';
import { sendRecovery } from '../api/send-recovery';
import { unlockSignIn } from '../api/unlock-sign-in';
import { formatStamp } from '../format';
import styles from '../back-office.module.css';
import staffStyles from '../../../shared/ui/staff-screen.module.css';
import type { AskSupport } from './ask';
import { AuditTable } from './audit-table';
import { CustomerExtras } from './customer-extras';
import { CustomerOrders } from './customer-orders';
import { ReasonDialog, type PendingAction } from './reason-dialog';
import { backOfficeT as t } from '@mostrador/shared/messages/es-MX-back-office';

/** One customer as support sees them (no secrets), with the actions support takes for them. */
export function CustomerView({ id, onBack }: { id: number; onBack: () => void }) {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const queryClient = useQueryClient();
  const view = useQuery(supportCustomerQuery(token, id));
  const [pending, setPending] = useState<PendingAction | null>(null);
  const ask: AskSupport = (action) => setPending({ ...action, isReasonRequired: true });
  return (
    <section className={staffStyles.page} aria-labelledby="customer-title">
      <Group gap="xs">
        <Button variant="subtle" size="xs" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
          {t('person.back')}
        </Button>
      </Group>
      {view.isPending ? (
        <Loader size="sm" role="status" aria-label={t('support.loading')} />
      ) : view.isError ? (
        <ErrorState message={messageOf(view.error)} onRetry={() => void view.refetch()} />
      ) : (
        <>
          <CustomerAccount data={view.data} token={token} ask={ask} />
          <CustomerOrders data={view.data} token={token} ask={ask} />
          <CustomerExtras data={view.data} />
          <section className={staffStyles.section} aria-labelledby="customer-history">
            <h3 id="customer-history" className={staffStyles.sectionTitle}>
              {t('support.history')}
            </h3>
            <AuditTable entries={view.data.history} emptyText={t('person.noHistory')} label={t('support.history')} />
          </section>
        </>
      )}
      {/* After each action the whole view reads again: orders, notes and history all move. */}
      <ReasonDialog
        action={pending}
        onClose={() => setPending(null)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: ['backOffice'] })}
      />
    </section>
  );
}

function CustomerAccount({ data, token, ask }: { data: SupportCustomerResponse; token: string; ask: AskSupport }) {
  const { customer } = data;
  const name = customer.NAME || formatPhone(customer.PHONE);
  const body = (REASON: string) => ({ token, ACCOUNT_ID: customer.ID, REASON });
  const waitMinutes = Math.ceil(customer.SIGN_IN_WAIT_S / 60);
  return (
    <section className={staffStyles.section} aria-labelledby="customer-title">
      <h2 id="customer-title" className={staffStyles.title}>
        {name}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('users.colPhone')}</dt>
        <dd>{formatPhone(customer.PHONE)}</dd>
        <dt>{t('support.email')}</dt>
        <dd>{customer.EMAIL || t('support.noEmail')}</dd>
        {customer.BIRTH ? (
          <>
            <dt>{t('support.birth')}</dt>
            <dd>{dayOnScreen(customer.BIRTH)}</dd>
          </>
        ) : null}
        <dt>{t('support.since')}</dt>
        <dd>{formatStamp(customer.CREATED_AT)}</dd>
        <dt>{t('users.colStatus')}</dt>
        <dd>
          {customer.DISABLED ? t('users.disabled') : t('users.active')} · {t('support.id', { id: customer.ID })}
        </dd>
      </dl>
      {customer.SIGN_IN_WAIT_S > 0 ? (
        <p className={styles.alert} role="status">
          {t('support.locked', { minutes: waitMinutes })}
          <Button
            size="xs"
            color="red"
            onClick={() => ask({ message: t('support.actionUnlock', { name }), run: (r) => unlockSignIn(body(r)).then((a) => a.RESPONSE) })}
          >
            {t('support.unlock')}
          </Button>
        </p>
      ) : null}
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            ask({
              message: t('support.actionRecovery', { phone: formatPhone(customer.PHONE) }),
              run: (r) => sendRecovery(body(r)).then((a) => a.RESPONSE),
            })
          }
        >
          {t('support.sendRecovery')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            ask({
              message: t('support.actionNote', { name }),
              reasonLabel: t('support.noteText'),
              run: (TEXT) => addNote({ token, ACCOUNT_ID: customer.ID, ORDER_ID: null, TEXT }).then((a) => a.RESPONSE),
            })
          }
        >
          {t('support.addNote')}
        </Button>
      </Group>
    </section>
  );
}
