import { ACCESS, hasAccess } from '@mostrador/shared/constants/access';
import { todayInMexico } from '@mostrador/shared/format/date';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { useAuthStore } from '../auth';
import { loadPushOffer } from '../push';
import { useSocketStore } from '../../shared/socket/socket-store';
import { formatTime } from '../orders';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { DaySummaryPanel } from './components/day-summary-panel';
import { MonitorControls } from './components/monitor-controls';
import { MonitorOrderRow } from './components/monitor-order-row';
import { pendingCount, useMonitorStore } from './monitor-store';
import textStyles from '../../shared/ui/text.module.css';
import layoutStyles from '../../shared/ui/layout.module.css';
import styles from './staff.module.css';
import { useBranchOrders } from './hooks/use-branch-orders';
import { useBranchSignOut } from './hooks/use-branch-sign-out';
import { useMonitorAlarm } from './hooks/use-monitor-alarm';
import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';
import { courierT } from '@mostrador/shared/messages/es-MX-couriers';

// Its own Suspense: the offer's chunk must never blank the page while it loads.
const PushOffer = lazy(loadPushOffer);

const STALE_AFTER_MS = 150_000;

/** `home_orders`: the branch's live order monitor (docs/product.md#branch-monitor), for BRANCH_STAFF or ADMIN. */
export function MonitorPage() {
  const branch = useAuthStore((s) => s.branch);
  const branchToken = useAuthStore((s) => s.branchIdToken);
  const branchStatus = useSocketStore((s) => s.socketBranchStatus);
  // Only ALL_BRANCHES may list other branches: for anyone else "Solo mi sucursal" has no other choice.
  const mayListenToAll = useAuthStore((s) => hasAccess(s.user_access, ACCESS.ALL_BRANCHES));
  const listensToAll = useMonitorStore((s) => mayListenToAll && !s.listenOnlyMyBranch);
  const [day, setDay] = useState(todayInMexico);
  const [now, setNow] = useState(() => Date.now());
  // NEW_ORDER rings at once (docs/product.md#branch-monitor); the alarm comes after the list it counts, hence the ref.
  const ringRef = useRef<() => void>(() => undefined);
  const ring = useCallback(() => ringRef.current(), []);
  const query = useBranchOrders(day, ring, listensToAll);
  const orders = query.data?.orders ?? [];
  const pending = pendingCount(orders, { listenOnlyMyBranch: !listensToAll, branch: branch?.BRANCH ?? null });
  const alarm = useMonitorAlarm(pending);
  const branchSignOut = useBranchSignOut();
  ringRef.current = () => void alarm.ringNow();
  // Stale: the minute's re-read has failed twice over (the list may be missing orders).
  const isStale = query.dataUpdatedAt > 0 && now - query.dataUpdatedAt > STALE_AFTER_MS;
  // Ages tick every 15 s; the page title carries the pending count for a background tab.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    document.title = pending > 0 ? t('monitorPage.titleWithPending', { pending }) : t('monitorPage.pedidosDeSucursal');
  }, [pending]);

  if (!branchToken || !branch) {
    return (
      <StatePanel level={1} title={t('monitorPage.conectaTuSucursal')} text={t('monitorPage.iniciaSesionConLaCuenta')}>
        <Link to={pathTo('login_branch')} className={uiStyles.button}>
          {t('monitorPage.iniciarSesionDeSucursal')}
        </Link>
      </StatePanel>
    );
  }
  return (
    <div className={styles.monitor} data-pending={pending > 0}>
      <header className={styles.head}>
        <h1 className={textStyles.pageTitle}>
          {t('monitorPage.pedidosDe')} {String(branch.NAME ?? branch.BRANCH)}
        </h1>
        <span className={styles.pending} data-count={pending} aria-live="polite">
          {pending === 1 ? t('monitorPage.onePending') : t('monitorPage.pendingCount', { pending })}
        </span>
        <CourierDayLink />
        <button type="button" className={styles.secondary} disabled={branchSignOut.isPending} onClick={() => branchSignOut.mutate()}>
          {t('monitorPage.cerrarSesionDeSucursal')}
        </button>
      </header>
      <ConnectionNotice isConnected={branchStatus === 'connected'} isStale={isStale} updatedAt={query.dataUpdatedAt} />
      {alarm.isOn && alarm.isBlocked ? (
        <button type="button" className={styles.allowSound} onClick={alarm.turnOn}>
          {t('monitorPage.allowSound')}
        </button>
      ) : null}
      <MonitorControls day={day} onDay={setDay} alarm={alarm} mayListenToAll={mayListenToAll} />
      <BranchPushOffer />
      <div className={styles.board}>
        {query.isPending ? (
          <Spinner label={t('monitorPage.cargandoLosPedidos')} />
        ) : query.isError ? (
          <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
        ) : orders.length === 0 ? (
          <StatePanel title={t('monitorPage.sinPedidosEsteDia')} text={t('monitorPage.losPedidosNuevosAparecenAqui')} role="status" />
        ) : (
          <ul className={layoutStyles.rowList} aria-label={t('monitorPage.pedidosDeLaSucursal')}>
            {orders.map((order) => (
              <MonitorOrderRow key={order.ID} order={order} now={now} isOwnBranch={order.BRANCH === branch.BRANCH} />
            ))}
          </ul>
        )}
        <DaySummaryPanel day={day} everyBranch={listensToAll} />
      </div>
    </div>
  );
}

/** Off the live channel, or a list not read again for too long: said before anything else. */
function ConnectionNotice({ isConnected, isStale, updatedAt }: { isConnected: boolean; isStale: boolean; updatedAt: number }) {
  if (isConnected && !isStale) return null;
  return (
    <p className={textStyles.alert} role="alert">
      {!isConnected ? (
        t('monitorPage.sinConexionEnVivoCon')
      ) : (
        <>
          {t('monitorPage.laListaNoSeHa')} {formatTime(new Date(updatedAt).toISOString())}
          {t('monitorPage.revisaLaConexionDeEste')}
        </>
      )}
    </p>
  );
}

/** "Avisarme de pedidos nuevos" for this device, in a panel of its own (hidden without Web Push). */
function BranchPushOffer() {
  const { idToken, branchIdToken } = useAuthStore.getState();
  return (
    <Suspense fallback={null}>
      <PushOffer kind="staff" token={idToken} branchToken={branchIdToken} className={`${uiStyles.panel} ${styles.pushOffer}`} />
    </Suspense>
  );
}

/** The branch's end of day of its couriers (decision 075). */
function CourierDayLink() {
  return (
    <Link to={pathTo('courier_day')} className={styles.secondary}>
      {courierT('day.link')}
    </Link>
  );
}
