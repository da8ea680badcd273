import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { dispatchT } from '@mostrador/shared/messages/es-MX-dispatch';
import { pickingScreenT as t, pickingT } from '@mostrador/shared/messages/es-MX-picking';
import { PICK_REASON_MAX_LENGTH, type PickLine, type PickListResponse } from '@mostrador/shared/schemas/picking';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { messageOf } from '../../shared/api/api-error';
import { PromptDialog } from '../../shared/ui/dialogs';
import { IconArrowLeft } from '../../shared/ui/icons';
import { pathTo } from '../../shared/ui/navigation/routes';
import { ErrorState, Spinner, StatePanel } from '../../shared/ui/state-panel';
import uiStyles from '../../shared/ui/ui.module.css';
import { useAuthStore } from '../auth';
import { StaffOrderActions } from '../orders';
import type { PickLineAction } from './api/pick-calls';
import { PickCamera } from './components/pick-camera';
import { PickLineRow, lineState } from './components/pick-line-row';
import { ScanField } from './components/scan-field';
import { usePackedTicket } from './hooks/use-packed-ticket';
import { usePickList } from './hooks/use-pick-list';
import styles from './picking.module.css';

/** A folio as the database keeps it: a positive 32-bit integer; anything else is no order. */
function folioOf(param: string | undefined): number | null {
  const id = /^\d{1,10}$/.test(param ?? '') ? Number(param) : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * `/picking/:ID`: an order «Surtiendo» as a pick list (issue 33, docs/product.md#picking), for the
 * branch's staff with their branch token. A scanner types into the scan field; every line can
 * also be counted by hand or marked «No disponible», with a reason.
 */
export function PickingPage() {
  const id = folioOf(useParams().ID);
  const branchToken = useAuthStore((s) => s.branchIdToken);
  useEffect(() => {
    if (id !== null) document.title = t('pickingPage.documentTitle', { id });
  }, [id]);
  const back = (
    <Link to={pathTo('home_orders')} className={styles.back}>
      <IconArrowLeft size={18} /> {t('pickingPage.back')}
    </Link>
  );
  if (!branchToken) {
    return (
      <StatePanel level={1} title={t('pickingPage.connectBranch')} text={t('pickingPage.connectBranchText')}>
        <Link to={pathTo('login_branch')} className={uiStyles.button}>
          {t('pickingPage.connectBranchAction')}
        </Link>
      </StatePanel>
    );
  }
  if (id === null) {
    return (
      <div className={styles.page}>
        {back}
        <StatePanel level={1} title={t('pickingPage.noOrder')} text={t('pickingPage.noOrderText')} role="alert" />
      </div>
    );
  }
  return <PickingView id={id} back={back} />;
}

type Asking = { action: PickLineAction; line: PickLine } | null;

function PickingView({ id, back }: { id: number; back: ReactNode }) {
  const { query, scan, line, banner, setBanner, lastSku, lastSound } = usePickList(id);
  const packed = usePackedTicket(id, query.data);
  const [asking, setAsking] = useState<Asking>(null);
  const scanInput = useRef<HTMLInputElement>(null);
  const refocus = () => setTimeout(() => scanInput.current?.focus(), 0);
  const list = query.data;
  const isStocking = list?.ID_STATUS === ORDER_STATUS.STOCKING;

  const onScan = (code: string) => {
    if (code.trim() === '') return setBanner(pickingT('pick.codeRequired'));
    scan.mutate(code, { onSettled: refocus });
  };
  return (
    <div className={styles.page} data-last-sound={lastSound ?? undefined} data-testid="pick-list">
      {back}
      <PickHeader id={id} list={list} />
      <div className={styles.sticky}>
        {isStocking || !list ? <ScanField inputRef={scanInput} isBusy={scan.isPending} onScan={onScan} /> : null}
        {isStocking ? <PickCamera onScan={onScan} onClose={refocus} /> : null}
        {banner ? (
          <RefusalBanner
            message={banner}
            onClose={() => {
              setBanner(null);
              refocus();
            }}
          />
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner label={t('pickingPage.loading')} />
      ) : query.isError ? (
        <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <ul className={styles.lines} aria-label={t('pickingPage.lines')}>
          {query.data.lines.map((l) => (
            <PickLineRow
              key={l.SKU}
              line={l}
              isHighlighted={l.SKU === lastSku}
              canAct={isStocking && !line.isPending}
              onConfirm={(pick) => setAsking({ action: 'pickConfirmLine', line: pick })}
              onUnavailable={(pick) => setAsking({ action: 'pickUnavailable', line: pick })}
            />
          ))}
        </ul>
      )}
      {packed}
      {asking ? (
        <ReasonDialog
          asking={asking}
          onCancel={() => {
            setAsking(null);
            refocus();
          }}
          onOk={(reason) => {
            setAsking(null);
            line.mutate({ action: asking.action, sku: asking.line.SKU, reason }, { onSettled: refocus });
          }}
        />
      ) : null}
    </div>
  );
}

/** Title, progress, and what the order's state means for picking: not «Surtiendo», or ready to send. */
function PickHeader({ id, list }: { id: number; list: PickListResponse | undefined }) {
  const isStocking = list?.ID_STATUS === ORDER_STATUS.STOCKING;
  const isPickup = list?.FULFILMENT === 'PICKUP';
  // A line waiting for the customer's answer to a substitute is not done yet (decision 063).
  const done = list?.lines.filter((l) => lineState(l) !== 'pending' && lineState(l) !== 'waiting').length ?? 0;
  return (
    <>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('pickingPage.title', { id })}</h1>
        {list ? (
          <span className={styles.progress} aria-live="polite">
            {t('pickingPage.progress', { done, total: list.lines.length })}
          </span>
        ) : null}
        <Link to={pathTo('order_view', { ID: id })} className={styles.secondary}>
          {t('pickingPage.orderDetail')}
        </Link>
        {list?.READY ? (
          <button type="button" className={styles.secondary} onClick={() => window.print()}>
            {dispatchT('packedTicket.print')}
          </button>
        ) : null}
      </header>
      {list && !isStocking ? (
        <p className={styles.notice} role="status">
          {t('pickingPage.notStocking', { status: orderStatusName(list.ID_STATUS) })}
        </p>
      ) : null}
      {list?.READY && isStocking ? (
        <section className={styles.ready} aria-labelledby="pick-ready">
          <h2 id="pick-ready" className={styles.readyTitle}>
            {t(isPickup ? 'pickingPage.readyPickup' : 'pickingPage.ready')}
          </h2>
          <p>{t(isPickup ? 'pickingPage.readyPickupText' : 'pickingPage.readyText')}</p>
          <StaffOrderActions order={{ ID: list.ORDER_ID, ID_STATUS: list.ID_STATUS, FULFILMENT: list.FULFILMENT }} showPickList={false} />
        </section>
      ) : null}
    </>
  );
}

/** A refused scan or line, in the server's words, until the next success or until closed. */
function RefusalBanner({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className={styles.banner} role="alert">
      <span>{message}</span>
      <button type="button" className={styles.bannerClose} aria-label={t('pickingPage.closeBanner')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** The reason both by-hand actions require (docs/product.md#picking), checked with the server's own words. */
function ReasonDialog({ asking, onCancel, onOk }: { asking: NonNullable<Asking>; onCancel: () => void; onOk: (reason: string) => void }) {
  const isConfirm = asking.action === 'pickConfirmLine';
  return (
    <PromptDialog
      title={t(isConfirm ? 'pickLine.confirmTitle' : 'pickLine.unavailableTitle', { name: asking.line.NAME })}
      label={t('pickLine.reason')}
      check={(reason) => reason.trim() !== '' || pickingT('pick.reasonRequired')}
      maxLength={PICK_REASON_MAX_LENGTH}
      okLabel={t(isConfirm ? 'pickLine.confirmOk' : 'pickLine.unavailableOk')}
      onCancel={onCancel}
      onOk={(reason) => onOk(reason.trim())}
    />
  );
}
