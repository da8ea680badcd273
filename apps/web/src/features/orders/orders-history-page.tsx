import { ORDER_HISTORY_DEFAULT_DAYS } from '@mostrador/shared/constants/limits';
import { todayInMexico } from '@mostrador/shared/format/date';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { useAuthStore } from '../auth';
import { myOrdersQuery } from './api/get-my-orders';
import { IconFileText } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { lastDays, rangeProblem, type DateRange } from './components/date-range';
import { DateRangeFields } from './components/date-range-fields';
import { OrderCard } from './components/order-card';
import styles from './orders.module.css';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';

/**
 * /account/orders_history: the customer's orders between two days, newest first (as the server
 * answers), with the pending ones cancellable. The range lives in the URL (?desde=&hasta=) so
 * coming back from an order's detail finds the same list.
 */
export function OrdersHistoryPage() {
  const token = useAuthStore((s) => s.idToken) ?? '';
  const today = todayInMexico();
  const [params, setParams] = useSearchParams();
  const fallback = lastDays(today, ORDER_HISTORY_DEFAULT_DAYS);
  const range: DateRange = { from: params.get('desde') ?? fallback.from, to: params.get('hasta') ?? fallback.to };
  const problem = rangeProblem(range, today);
  const query = useQuery({
    ...myOrdersQuery(token, range.from, range.to),
    enabled: token !== '' && problem === null,
    // While another range loads, the previous list stays in place instead of a blank spinner.
    placeholderData: keepPreviousData,
  });
  const setRange = (next: DateRange) => setParams({ desde: next.from, hasta: next.to }, { replace: true });
  const orders = query.data?.orders ?? [];

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="orders-title">
        <h1 id="orders-title" className={styles.title}>
          {t('ordersHistoryPage.misPedidos')}
        </h1>
        <DateRangeFields range={range} today={today} problem={problem} onChange={setRange} />
      </section>
      {problem !== null ? null : query.isPending ? (
        <div className={styles.loading}>
          <Spinner label={t('ordersHistoryPage.cargandoTusPedidos')} />
        </div>
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : orders.length === 0 ? (
        <StatePanel
          icon={<IconFileText size={32} />}
          title={t('ordersHistoryPage.noTienesPedidosEnEstas')}
          text={t('ordersHistoryPage.pruebaConOtroRangoDe')}
          role="status"
        >
          <Link to={pathTo('search_view')} className={uiStyles.button}>
            {t('ordersHistoryPage.verProductos')}
          </Link>
        </StatePanel>
      ) : (
        <ul className={styles.list} aria-label={t('ordersHistoryPage.pedidos')} aria-busy={query.isPlaceholderData}>
          {orders.map((order) => (
            <OrderCard key={order.ID} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}
