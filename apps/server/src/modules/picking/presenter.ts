import type { OrderStatusId } from '@mostrador/shared/constants/order-status';
import type { PickLine, PickList, PickUpdate } from '@mostrador/shared/schemas/picking';
import type { OpenOffer, PickLineRow, PickOrder, PickTally } from './repository';

/** A line's state summed from its events: units counted, whether it is «No disponible», its lots. */
export interface LineState {
  row: PickLineRow;
  picked: number;
  unavailable: boolean;
  lots: PickLine['LOTS'];
}

/** Each order line with what its events say about it. */
export function lineStates(rows: PickLineRow[], tallies: PickTally[]): LineState[] {
  return rows.map((row) => {
    const own = tallies.filter((t) => t.sku === row.sku);
    const counted = own.filter((t) => t.kind === 'scan' || t.kind === 'confirmed_without_scan');
    return {
      row,
      picked: counted.reduce((sum, t) => sum + t.units, 0),
      unavailable: own.some((t) => t.kind === 'unavailable'),
      lots: counted.filter((t) => t.lot !== null || t.expiry !== null).map((t) => ({ LOT: t.lot, EXPIRY: t.expiry, UNITS: t.units })),
    };
  });
}

/**
 * Done: every unit counted, or «No disponible» with no offer waiting for the customer. A line
 * whose substitute was accepted is the substitute's line and is picked like any other; one the
 * customer removed (or let expire) is no longer on the order (decision 063).
 */
export const isLineDone = (line: LineState): boolean => (line.unavailable && !line.row.offer) || line.picked >= line.row.units;

/** A prescription line of an order whose check is pending: not picked until the pharmacist decides (decision 071). */
export const waitsPharmacist = (order: Pick<PickOrder, 'pharmacistCheck'>, row: Pick<PickLineRow, 'needsPrescription'>): boolean =>
  order.pharmacistCheck === 'pending' && row.needsPrescription;

/** READY: an order with lines, every one done — what the pick list shows and «Enviar» requires. */
export const isReady = (lines: LineState[]): boolean => lines.length > 0 && lines.every(isLineDone);

const presentOffer = (offer: OpenOffer | null): PickLine['SUBSTITUTION'] =>
  offer && {
    ID: offer.id,
    NAME: offer.name,
    UNITS: offer.units,
    DIFFERENCE: Number(offer.difference),
    EXPIRES_AT: new Date(offer.expiresAt).toISOString(),
  };

export function presentPickList(order: PickOrder, lines: LineState[], removed: PickList['REMOVED'] = []): PickList {
  return {
    ORDER_ID: order.id,
    ID_STATUS: order.status as OrderStatusId,
    FULFILMENT: order.fulfilment === 'pickup' ? 'PICKUP' : 'DELIVERY',
    READY: isReady(lines),
    WAITING: lines.filter((l) => l.row.offer !== null).length,
    REMOVED: removed,
    lines: lines.map(({ row, picked, unavailable, lots }) => ({
      SKU: row.sku,
      NAME: row.name,
      PRESENTATION: row.presentation,
      IMAGE: row.image,
      BARCODE: row.barcode,
      UNITS: row.units,
      PICKED: picked,
      UNAVAILABLE: unavailable,
      NEEDS_LOT_EXPIRY: row.needsLotExpiry,
      MIN_EXPIRY_DAYS: row.minExpiryDays,
      STOCK: row.stock,
      LOTS: lots,
      SUBSTITUTION: presentOffer(row.offer),
      SUBSTITUTE_FOR: row.substituteFor,
      WAITS_PHARMACIST: waitsPharmacist(order, row),
    })),
  };
}

/** The branch room's PICK_UPDATED: the counts only; a monitor with the list open re-reads it if it needs more. */
export const presentPickUpdate = (list: PickList): PickUpdate => ({
  ORDER_ID: list.ORDER_ID,
  READY: list.READY,
  WAITING: list.WAITING ?? 0,
  LINES: list.lines.map((l) => ({ SKU: l.SKU, UNITS: l.UNITS, PICKED: l.PICKED, UNAVAILABLE: l.UNAVAILABLE })),
});
