import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_IDS,
  canTransition,
  canTransitionFor,
  isFinalStatus,
  isOrderStatusId,
  isPendingStatus,
  orderStatusName,
} from '../../src/constants/order-status';

// docs/product.md#order-statuses, written out independently of the implementation.
const ALLOWED: Array<[number, number]> = [
  [1, 2],
  [1, 5],
  [1, 6],
  [2, 3],
  [2, 6],
  [3, 4],
  [3, 6],
  [2, 7],
  [7, 4],
  [7, 6],
];

describe('order statuses', () => {
  it('names the seven statuses in Spanish', () => {
    expect(ORDER_STATUS_IDS.map(orderStatusName)).toEqual([
      'Pendiente',
      'Surtiendo',
      'En camino',
      'Entregado',
      'Cancelado por el cliente',
      'Cancelado por la sucursal',
      'Listo para recoger',
    ]);
  });

  it('keys each row by its own id', () => {
    for (const id of ORDER_STATUS_IDS) expect(ORDER_STATUSES[id].id).toBe(id);
  });

  it('shows an unknown status by number instead of failing', () => {
    expect(orderStatusName(9)).toBe('Estado 9');
  });

  it('counts only status 1 as pending', () => {
    expect(ORDER_STATUS.PENDING).toBe(1);
    expect(ORDER_STATUS_IDS.filter(isPendingStatus)).toEqual([1]);
  });

  it('treats delivered and both cancellations as final', () => {
    expect(ORDER_STATUS_IDS.filter(isFinalStatus)).toEqual([4, 5, 6]);
  });

  it('recognises only integer ids 1–7', () => {
    expect([0, 1, 6, 7, 8, 1.5, Number.NaN].map(isOrderStatusId)).toEqual([false, true, true, true, false, false, false]);
    expect(isOrderStatusId('1')).toBe(false);
  });

  it('lets the customer cancel only while pending', () => {
    expect(canTransition(1, 5)).toBe(true);
    expect(canTransition(2, 5)).toBe(false);
    expect(ORDER_STATUSES[5].setBy).toBe('customer');
  });

  it('allows exactly the transitions of the table', () => {
    for (const from of [0, ...ORDER_STATUS_IDS, 8]) {
      for (const to of [0, ...ORDER_STATUS_IDS, 8]) {
        const expected = ALLOWED.some(([f, t]) => f === from && t === to);
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('notifies the customer on stocking, dispatch and delivery', () => {
    expect(ORDER_STATUS_IDS.filter((id) => ORDER_STATUSES[id].notifiesCustomer)).toEqual([2, 3, 4, 7]);
  });

  it('sends only deliveries on the way and keeps only pickups at the counter (issue 35)', () => {
    expect(canTransitionFor(2, 3, 'delivery')).toBe(true);
    expect(canTransitionFor(2, 3, 'pickup')).toBe(false);
    expect(canTransitionFor(2, 7, 'pickup')).toBe(true);
    expect(canTransitionFor(2, 7, 'delivery')).toBe(false);
    expect(canTransitionFor(7, 4, 'pickup')).toBe(true);
    expect(canTransitionFor(1, 7, 'pickup')).toBe(false);
  });
});
