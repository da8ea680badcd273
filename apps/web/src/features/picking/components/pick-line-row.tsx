import { dayOnScreen } from '@mostrador/shared/format/date';
import { pharmacyT } from '@mostrador/shared/messages/es-MX-pharmacy';
import { pickingScreenT as t } from '@mostrador/shared/messages/es-MX-picking';
import type { PickLine } from '@mostrador/shared/schemas/picking';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useImageUrl } from '../../company';
import { SubstituteDialog } from './substitute-dialog';
import styles from '../picking.module.css';

/** 'waiting': «No disponible» with a substitute offered, the customer not yet answered: not done (decision 063). */
export type LineState = 'complete' | 'pending' | 'unavailable' | 'waiting';

export const lineState = (line: PickLine): LineState =>
  line.UNAVAILABLE && line.SUBSTITUTION ? 'waiting' : line.UNAVAILABLE ? 'unavailable' : line.PICKED >= line.UNITS ? 'complete' : 'pending';

const STATE_WORD: Record<LineState, string> = {
  complete: t('pickLine.complete'),
  pending: t('pickLine.pending'),
  unavailable: t('pickLine.unavailable'),
  waiting: t('pickLine.waitingState'),
};

interface Props {
  line: PickLine;
  isHighlighted: boolean;
  /** Only while the order is «Surtiendo» and the line still open. */
  canAct: boolean;
  onConfirm: (line: PickLine) => void;
  onUnavailable: (line: PickLine) => void;
}

/** One line of the pick list: what to pull, how many are counted (big, read at arm's length), and its by-hand actions. */
export function PickLineRow({ line, isHighlighted, canAct, onConfirm, onUnavailable }: Props) {
  const imageUrl = useImageUrl();
  const state = lineState(line);
  const isOpen = canAct && state === 'pending';
  const [offering, setOffering] = useState(false);
  const orderId = Number(useParams().ID);
  const waiting = line.SUBSTITUTION;
  return (
    <li
      className={styles.line}
      data-state={state}
      data-highlight={isHighlighted || undefined}
      aria-label={t('pickLine.lineLabel', { name: line.NAME, picked: line.PICKED, units: line.UNITS })}
    >
      {line.IMAGE ? (
        <img src={imageUrl(line.IMAGE)} alt="" width={64} height={64} className={styles.picture} />
      ) : (
        <span className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.what}>
        <strong className={styles.name}>{line.NAME}</strong>
        <span className={styles.presentation}>{line.PRESENTATION}</span>
        <span className={styles.meta}>
          {t('pickLine.barcode', { barcode: line.BARCODE })} · {t('pickLine.stock', { stock: line.STOCK })}
        </span>
        {line.NEEDS_LOT_EXPIRY ? <span className={styles.meta}>{t('pickLine.needsLot')}</span> : null}
        {line.SUBSTITUTE_FOR ? <span className={styles.meta}>{t('pickLine.substituteFor', { name: line.SUBSTITUTE_FOR })}</span> : null}
        {line.WAITS_PHARMACIST ? <strong className={styles.meta}>{pharmacyT('pharmacy.monitor.waiting')}</strong> : null}
        {waiting ? (
          <strong className={styles.meta} data-testid="waiting">
            {t('pickLine.waiting', { name: waiting.NAME, units: waiting.UNITS })}
          </strong>
        ) : null}
        {line.LOTS.length > 0 ? (
          <ul className={styles.lots}>
            {line.LOTS.map((lot) => (
              <li key={`${lot.LOT ?? ''}-${lot.EXPIRY ?? ''}`}>
                {lot.LOT ? t('pickLine.lot', { lot: lot.LOT }) : t('pickLine.noLot')}
                {lot.EXPIRY ? ` · ${t('pickLine.expiry', { expiry: dayOnScreen(lot.EXPIRY) })}` : ''} ·{' '}
                {t('pickLine.lotUnits', { units: lot.UNITS })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.count}>
        <span className={styles.countLabel}>{t('pickLine.scanned')}</span>
        <span className={styles.countValue} data-testid="picked">
          {line.PICKED}
          <span className={styles.countOf}>/{line.UNITS}</span>
        </span>
        <span className={styles.state} data-state={state}>
          {STATE_WORD[state]}
        </span>
      </div>
      {isOpen ? (
        <div className={styles.lineActions}>
          {line.NEEDS_LOT_EXPIRY ? null : (
            <button type="button" className={styles.secondary} onClick={() => onConfirm(line)}>
              {t('pickLine.confirm')}
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={() => onUnavailable(line)}>
            {t('pickLine.markUnavailable')}
          </button>
        </div>
      ) : null}
      {canAct && state === 'unavailable' && !waiting ? (
        <div className={styles.lineActions}>
          <button type="button" className={styles.secondary} onClick={() => setOffering(true)}>
            {t('pickLine.offer')}
          </button>
        </div>
      ) : null}
      {offering ? <SubstituteDialog orderId={orderId} line={line} onClose={() => setOffering(false)} /> : null}
    </li>
  );
}
