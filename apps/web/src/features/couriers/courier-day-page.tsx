import { todayInMexico } from '@mostrador/shared/format/date';
import { formatMoney } from '@mostrador/shared/format/money';
import { courierT as t } from '@mostrador/shared/messages/es-MX-couriers';
import type { CourierDay } from '@mostrador/shared/schemas/couriers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { useAuthStore } from '../auth';
import { formatTime } from '../orders';
import { confirmHandover, courierDayQuery } from './api';
import styles from './courier-day.module.css';

/**
 * `/courier_day` (decision 075): the branch's end of day. Per courier: delivered and not, cash expected against
 * collected, and the cash handed in, confirmed once (audited). A difference stays on the row, in red when short.
 */
export function CourierDayPage() {
  const token = useAuthStore((s) => s.idToken ?? '');
  const branchToken = useAuthStore((s) => s.branchIdToken ?? '');
  const [day, setDay] = useState(todayInMexico);
  const query = useQuery(courierDayQuery(token, branchToken, day));
  useEffect(() => {
    document.title = t('day.title');
  }, []);
  if (!branchToken) {
    return (
      <StatePanel level={1} title={t('day.title')} text={t('day.needsBranch')}>
        <Link to={pathTo('login_branch')} className={uiStyles.button}>
          {t('day.title')}
        </Link>
      </StatePanel>
    );
  }
  const rows = query.data?.couriers ?? [];
  const sum = (pick: (c: CourierDay) => number) => rows.reduce((total, c) => total + pick(c), 0);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('day.title')}</h1>
        <label className={styles.day}>
          <span>{t('day.day')}</span>
          <input type="date" value={day} max={todayInMexico()} onChange={(e) => e.target.value && setDay(e.target.value)} />
        </label>
      </header>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <StatePanel title={t('day.empty')} text={t('day.emptyText')} role="status" />
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('day.courier')}</th>
              <th scope="col">{t('day.delivered')}</th>
              <th scope="col">{t('day.notDelivered')}</th>
              <th scope="col">{t('day.expected')}</th>
              <th scope="col">{t('day.collected')}</th>
              <th scope="col">{t('day.handedIn')}</th>
              <th scope="col">{t('day.difference')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <CourierRow key={c.COURIER_ID} c={c} day={day} token={token} branchToken={branchToken} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('day.total')}</th>
              <td>{sum((c) => c.DELIVERED)}</td>
              <td>{sum((c) => c.NOT_DELIVERED)}</td>
              <td>{formatMoney(sum((c) => c.CASH_EXPECTED))}</td>
              <td>{formatMoney(sum((c) => c.CASH_COLLECTED))}</td>
              <td>{formatMoney(sum((c) => c.CASH_HANDED_IN ?? 0))}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}

function CourierRow({ c, day, token, branchToken }: { c: CourierDay; day: string; token: string; branchToken: string }) {
  const queryClient = useQueryClient();
  const [cash, setCash] = useState(String(c.CASH_EXPECTED));
  const [notes, setNotes] = useState('');
  const amount = Number(cash.replace(',', '.'));
  const confirm = useMutation({
    mutationFn: () => confirmHandover(token, branchToken, day, c.COURIER_ID, amount, notes),
    onSuccess: (answer) => {
      notify({ type: 'positive', message: answer.RESPONSE });
      queryClient.setQueryData(courierDayQuery(token, branchToken, day).queryKey, {
        ok: true as const,
        DAY: answer.DAY,
        couriers: answer.couriers,
      });
    },
    onError: (error) => notify({ type: 'negative', message: messageOf(error) }),
  });
  return (
    <tr>
      <th scope="row">{c.COURIER_NAME}</th>
      <td>{c.DELIVERED}</td>
      <td>{c.NOT_DELIVERED}</td>
      <td>{formatMoney(c.CASH_EXPECTED)}</td>
      <td>{formatMoney(c.CASH_COLLECTED)}</td>
      {c.CASH_HANDED_IN === null ? (
        <td colSpan={2}>
          <form
            noValidate
            className={styles.confirm}
            onSubmit={(e) => {
              e.preventDefault();
              if (Number.isFinite(amount) && amount >= 0) confirm.mutate();
            }}
          >
            <input
              aria-label={`${t('day.handedIn')} · ${c.COURIER_NAME}`}
              value={cash}
              onChange={(e) => setCash(e.target.value)}
              inputMode="decimal"
            />
            <input
              aria-label={`${t('day.notes')} · ${c.COURIER_NAME}`}
              placeholder={t('day.notes')}
              value={notes}
              maxLength={300}
              onChange={(e) => setNotes(e.target.value)}
            />
            <button
              type="submit"
              className={uiStyles.button}
              disabled={confirm.isPending || !Number.isFinite(amount) || amount < 0 || cash.trim() === ''}
            >
              {t('day.confirm')}
            </button>
          </form>
        </td>
      ) : (
        <>
          <td>
            {formatMoney(c.CASH_HANDED_IN)}
            <div className={styles.muted}>
              {t('day.confirmedBy', { name: c.CONFIRMED_BY ?? '', time: c.CONFIRMED_AT ? formatTime(c.CONFIRMED_AT) : '' })}
              {c.NOTES ? ` · ${c.NOTES}` : ''}
            </div>
          </td>
          <td className={styles.difference} data-sign={Math.sign(c.DIFFERENCE ?? 0)}>
            {formatMoney(c.DIFFERENCE ?? 0)}
          </td>
        </>
      )}
    </tr>
  );
}
