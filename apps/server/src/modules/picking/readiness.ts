import { dispatchT } from '@mostrador/shared/messages/es-MX-dispatch';
import { pharmacyT } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { Database } from '../../db/client';
import { isLineDone, isReady, lineStates } from './presenter';
import type { PickingRepository } from './repository';

/**
 * Whether an order may leave (issue 33, decision 064): its pick list READY, as the screen shows it.
 * Read on the caller's transaction, which holds the order's row lock, so no scan slips in between.
 * Null when ready, else the Spanish reason «Enviar» is refused with.
 */
export async function whyNotReady(repo: PickingRepository, tx: Database, order: { id: number; branch: string }): Promise<string | null> {
  const q = repo.on(tx);
  // The prescription waits for the pharmacist (decision 071): the order cannot leave yet.
  if ((await q.findOrder(order.id))?.pharmacistCheck === 'pending') return pharmacyT('pharmacy.sendBlocked', { id: order.id });
  const lines = lineStates(await q.lines(order.id, order.branch), await q.tallies(order.id));
  if (isReady(lines)) return null;
  const missing = lines.filter((line) => !isLineDone(line)).length;
  if (missing === 1) return dispatchT('dispatch.missingOne', { id: order.id });
  if (missing > 1) return dispatchT('dispatch.missingMany', { id: order.id, count: missing });
  return dispatchT('dispatch.notReady', { id: order.id });
}
