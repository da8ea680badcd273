import { antibioticRegisterT as registerT } from '@mostrador/shared/messages/es-MX-antibiotic-register';
import { isFinalStatus, isPendingStatus } from '@mostrador/shared/constants/order-status';
import { formatPhone } from '@mostrador/shared/format/phone';
import type { OrderDetailsResponse } from '@mostrador/shared/schemas/orders';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { loadPushOffer } from '../push';
import { ApiError, messageOf } from '../../shared/api/api-error';
import { useAuthStore } from '../auth';
import { orderDetailsQuery } from './api/get-order-details';
import { StaffOrderActions } from './components/staff-order-actions';
import { IconArrowLeft, IconFileText } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { CancelOrderButton } from './components/cancel-order-button';
import { LoyaltySection } from './components/loyalty-section';
import { formatDateTime } from './order-date';
import { OrderDelivery } from './components/order-delivery';
import { OrderProducts } from './components/order-products';
import { OrderTicket } from './components/order-ticket';
import { OrderTimeline } from './components/order-timeline';
import { PharmacistNotice } from './components/pharmacist-notice';
import { OrderTracker } from './components/order-tracker';
import { PickupCodeCard } from './components/pickup-code-card';
import { ShareTracking } from './components/share-tracking';
import { StatusChip } from './components/status-chip';
import { SubstitutionQuestions } from './components/substitution-question';
import styles from './orders.module.css';
import { ordersT as t } from '@mostrador/shared/messages/es-MX-orders';
import { pickupT } from '@mostrador/shared/messages/es-MX-pickup';

// Its own Suspense: the offer's chunk must never blank the page while it loads.
const PushOffer = lazy(loadPushOffer);

/** A folio as the database keeps it: a positive 32-bit integer; anything else is no order. */
function folioOf(param: string | undefined): number | null {
  const id = /^\d{1,10}$/.test(param ?? '') ? Number(param) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /order_view/:ID: one of the customer's orders in full, cancellable while pending, printable.
 * Branch staff (with the branch token) open their branch's orders here from the monitor and act
 * on them; a status change heard on the live channel reloads this view in place.
 */
export function OrderViewPage() {
  const id = folioOf(useParams().ID);
  const token = useAuthStore((s) => s.idToken) ?? '';
  const branchToken = useAuthStore((s) => s.branchIdToken) ?? '';
  const userId = useAuthStore((s) => s.user?.ID);
  const query = useQuery(orderDetailsQuery(token, id ?? 0, branchToken));
  const backLink = <BackLink owner={query.data?.orderDetails.CUSTOMER_ID} userId={userId} branchToken={branchToken} />;
  // Someone else's order: branch staff (with their branch token) act on it; support only reads it.
  const isOwner = query.data === undefined || query.data.orderDetails.CUSTOMER_ID === userId;
  const isStaffView = branchToken !== '' && !isOwner;

  if (id === null) {
    return (
      <div className={styles.page}>
        {backLink}
        <section className={styles.section}>
          <StatePanel
            level={1}
            icon={<IconFileText size={32} />}
            title={t('orderViewPage.noEncontramosEsePedido')}
            text={t('orderViewPage.laDireccionNoLlevaUn')}
            role="alert"
          />
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {backLink}
      {query.isPending ? (
        <section className={styles.section}>
          <h1 className={styles.title}>
            {t('orderViewPage.pedidoFolio')} {id}
          </h1>
          <div className={styles.loading}>
            <Spinner label={t('orderViewPage.cargandoTuPedido')} />
          </div>
        </section>
      ) : query.isError ? (
        <section className={styles.section}>
          <h1 className={styles.title}>
            {t('orderViewPage.pedidoFolio')} {id}
          </h1>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <StatePanel
              icon={<IconFileText size={32} />}
              title={t('orderViewPage.noEncontramosEstePedido')}
              text={messageOf(query.error)}
              role="alert"
            />
          ) : (
            <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
          )}
        </section>
      ) : (
        <OrderView details={query.data} isOwner={isOwner} isStaffView={isStaffView} />
      )}
    </div>
  );
}

/**
 * Where this view was opened from: branch staff go back to the monitor, support (reading a
 * customer's order without a branch token) to that customer in support, the customer to their list.
 */
function BackLink({ owner, userId, branchToken }: { owner: number | undefined; userId: number | undefined; branchToken: string }) {
  const someoneElses = owner !== undefined && owner !== userId;
  const [to, label] =
    someoneElses && branchToken !== ''
      ? [pathTo('home_orders'), t('orderViewPage.monitorDePedidos')]
      : someoneElses
        ? [`${pathTo('customer_support')}?customer=${owner}`, t('orderViewPage.atencionAClientes')]
        : [pathTo('orders_history'), t('orderViewPage.misPedidos')];
  return (
    <Link to={to} className={styles.back}>
      <IconArrowLeft size={18} /> {label}
    </Link>
  );
}

interface OrderViewProps {
  details: OrderDetailsResponse;
  isOwner: boolean;
  isStaffView: boolean;
}

function OrderView({ details: { orderDetails: order, products }, isOwner, isStaffView }: OrderViewProps) {
  return (
    <>
      <section className={styles.section} aria-labelledby="order-title">
        <div className={styles.cardHead}>
          <h1 id="order-title" className={styles.title}>
            {t('orderViewPage.pedidoFolio')} {order.ID}
          </h1>
          <StatusChip status={order.ID_STATUS} />
        </div>
        <p className={styles.meta}>
          <time dateTime={order.CREATED_AT}>{formatDateTime(order.CREATED_AT)}</time>
          <span aria-hidden="true"> · </span>
          <span>{order.BRANCH_NAME}</span>
        </p>
        <PharmacistNotice order={order} isOwner={isOwner} />
        <div className={styles.actions}>
          <button type="button" className={uiStyles.button} onClick={() => window.print()}>
            <IconFileText size={18} /> {t('orderViewPage.imprimirTicket')}
          </button>
          {isOwner && isPendingStatus(order.ID_STATUS) ? <CancelOrderButton orderId={order.ID} /> : null}
        </div>
        {/* Under the order it is about, while the order can still change. */}
        {!isOwner || isFinalStatus(order.ID_STATUS) ? null : (
          <Suspense fallback={null}>
            <PushOffer kind="customer" token={useAuthStore.getState().idToken} />
          </Suspense>
        )}
        {isStaffView ? (
          <div className={styles.staffActions} aria-label={t('orderViewPage.accionesDeSucursal')}>
            <CustomerLine order={order} />
            {order.PRESCRIPTION_COLLECTED_AT ? (
              <p className={styles.meta}>{registerT('delivery.collectedAt', { date: formatDateTime(order.PRESCRIPTION_COLLECTED_AT) })}</p>
            ) : null}
            <StaffOrderActions order={order} />
          </div>
        ) : isOwner ? null : (
          <CustomerLine order={order} />
        )}
      </section>
      {isOwner && order.TRACKER ? (
        <OrderTracker tracker={order.TRACKER} title={pickupT('tracker.title')} note={pickupT('tracker.live')}>
          {order.TRACKER.STAGE === 'CANCELLED' ? null : (
            <ShareTracking token={useAuthStore.getState().idToken ?? ''} orderId={order.ID} sharedUntil={order.TRACKER.SHARED_UNTIL} />
          )}
        </OrderTracker>
      ) : null}
      {isOwner ? <PickupCodeCard order={order} /> : null}
      {isOwner ? <SubstitutionQuestions token={useAuthStore.getState().idToken ?? ''} orderId={order.ID} /> : null}
      <div className={styles.columns}>
        <div className={styles.column}>
          <OrderProducts order={order} products={products} />
          <LoyaltySection order={order} products={products} />
        </div>
        <div className={styles.column}>
          <OrderDelivery order={order} />
          <OrderTimeline history={order.HISTORY} />
        </div>
      </div>
      <OrderTicket order={order} products={products} />
    </>
  );
}

function CustomerLine({ order }: { order: OrderDetailsResponse['orderDetails'] }) {
  return (
    <p className={styles.meta}>
      {t('orderViewPage.cliente')} {order.CUSTOMER_NAME} · <a href={`tel:+52${order.PHONE}`}>{formatPhone(order.PHONE)}</a>
    </p>
  );
}
