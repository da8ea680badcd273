import { formatMoney } from '@mostrador/shared/format/money';
import { courierT as t } from '@mostrador/shared/messages/es-MX-couriers';
import type { CourierDelivery } from '@mostrador/shared/schemas/couriers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify';
import { useSocketStore } from '../../shared/socket/socket-store';
import { PromptDialog } from '../../shared/ui/dialogs';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import { useAuthStore } from '../auth';
import { connectCourier } from '../live';
import { courierDeliveriesQuery, deliveredOrder, departOrder, takeOrder, undeliveredOrder, type DeliveredInput } from './api';
import { DeliverForm } from './components/deliver-form';
import { DeliveryCard } from './components/delivery-card';
import styles from './couriers.module.css';

type Step = { kind: 'take' | 'depart'; id: number } | { kind: 'undelivered'; id: number; reason: string };

/**
 * `/courier` (issue 35, decision 075): the courier's phone page. Their deliveries in route order with everything
 * needed at the door, the branch's packed orders to take, and «Entregado» with receiver, cash and signature. Live:
 * the couriers' room re-reads it on every assignment, departure and delivery of the branch.
 */
export function CourierPage() {
  const token = useAuthStore((s) => s.idToken ?? '');
  const isLive = useSocketStore((s) => s.socketStatus === 'connected');
  const queryClient = useQueryClient();
  const query = useQuery(courierDeliveriesQuery(token));
  const [delivering, setDelivering] = useState<CourierDelivery | null>(null);
  const [asking, setAsking] = useState<CourierDelivery | null>(null);
  useEffect(() => {
    document.title = t('page.title');
    connectCourier();
  }, []);
  const reread = () => void queryClient.invalidateQueries({ queryKey: ['courierDeliveries'] });
  const step = useMutation({
    mutationFn: (s: Step) => {
      if (s.kind === 'undelivered') return undeliveredOrder(token, s.id, s.reason);
      return s.kind === 'take' ? takeOrder(token, s.id) : departOrder(token, s.id);
    },
    onSuccess: (answer) => notify({ type: 'positive', message: answer.RESPONSE }),
    onError: (error) => notify({ type: 'negative', message: messageOf(error) }),
    onSettled: reread,
  });
  const deliver = async (input: DeliveredInput) => {
    const answer = await deliveredOrder(token, input);
    notify({ type: 'positive', message: answer.RESPONSE });
    setDelivering(null);
    reread();
  };

  if (query.isPending) return <Spinner label={t('page.loading')} />;
  if (query.isError) return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (delivering) return <DeliverForm d={delivering} onSubmit={deliver} onCancel={() => setDelivering(null)} />;
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('page.title')}</h1>
        <p className={styles.muted}>{t('page.branch', { name: data.BRANCH_NAME })}</p>
        <p className={styles.today} role="status">
          {t('page.today', { count: data.DONE_TODAY, cash: formatMoney(data.CASH_TODAY) })}
        </p>
        {isLive ? null : <p className={styles.error}>{t('page.offline')}</p>}
      </header>
      <MineSection
        list={data.MINE}
        busy={step.isPending}
        onDepart={(id) => step.mutate({ kind: 'depart', id })}
        onDeliver={setDelivering}
        onAsk={setAsking}
      />
      <AvailableSection list={data.AVAILABLE} busy={step.isPending} onTake={(id) => step.mutate({ kind: 'take', id })} />
      {asking ? (
        <PromptDialog
          title={t('undelivered.title', { id: asking.ID })}
          label={t('undelivered.label')}
          maxLength={300}
          check={(v) => (v.trim() === '' ? t('courier.reasonRequired') : true)}
          okLabel={t('undelivered.confirm')}
          onCancel={() => setAsking(null)}
          onOk={(reason) => {
            step.mutate({ kind: 'undelivered', id: asking.ID, reason });
            setAsking(null);
          }}
        />
      ) : null}
    </div>
  );
}

interface MineProps {
  list: CourierDelivery[];
  busy: boolean;
  onDepart: (id: number) => void;
  onDeliver: (d: CourierDelivery) => void;
  onAsk: (d: CourierDelivery) => void;
}

/** The courier's own orders, in route order. */
function MineSection({ list, busy, onDepart, onDeliver, onAsk }: MineProps) {
  return (
    <section aria-labelledby="courier-mine">
      <h2 id="courier-mine" className={styles.sectionTitle}>
        {t('page.mine')} ({list.length})
      </h2>
      {list.length === 0 ? (
        <StatePanel title={t('page.noMine')} text={t('page.noMineText')} role="status" />
      ) : (
        <ul className={styles.list}>
          {list.map((d) => (
            <DeliveryCard
              key={d.ID}
              d={d}
              actions={{ busy, onDepart: () => onDepart(d.ID), onDelivered: () => onDeliver(d), onUndelivered: () => onAsk(d) }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The branch's packed orders nobody carries yet. */
function AvailableSection({ list, busy, onTake }: { list: CourierDelivery[]; busy: boolean; onTake: (id: number) => void }) {
  return (
    <section aria-labelledby="courier-available">
      <h2 id="courier-available" className={styles.sectionTitle}>
        {t('page.available')} ({list.length})
      </h2>
      {list.length === 0 ? (
        <p className={styles.muted}>{t('page.noAvailable')}</p>
      ) : (
        <ul className={styles.list}>
          {list.map((d) => (
            <DeliveryCard key={d.ID} d={d} actions={{ busy, onTake: () => onTake(d.ID) }} />
          ))}
        </ul>
      )}
    </section>
  );
}
