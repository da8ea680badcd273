import { ORDER_STATUS, orderStatusName } from '@mostrador/shared/constants/order-status';
import { addDays, calendarDayInMexico, dayOnScreen, todayInMexico } from '@mostrador/shared/format/date';
import { parseGs1, type Gs1Read } from '@mostrador/shared/gs1/parse-gs1';
import { pharmacyT } from '@mostrador/shared/messages/es-MX-pharmacy';
import { pickingT as pt } from '@mostrador/shared/messages/es-MX-picking';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { Session } from '../../plugins/session';
import { allowedOrder } from './access';
import { lineStates, waitsPharmacist } from './presenter';
import type { PickingQueries, PickingRepository, PickOrder } from './repository';

/** A scanner's key repeat: the same code from the same person this soon after counts once (issue 33). */
export const REPEAT_WINDOW_MS = 150;

export type ScanOutcome = { order: PickOrder; sku: string; repeated: boolean };
type Checked = { sku: string | null; read: Gs1Read | null; refusal?: AppError };

const refusal = (status: number, code: string, message: string) => new AppError(message, status, { code });

/**
 * One scan on the order's pick list, under the order's row lock: it counts one unit of the line
 * whose barcode it carries, or is refused (stored as a 'refused' event, nothing counted). A code
 * the same person sent within REPEAT_WINDOW_MS answers as before without counting or storing again.
 */
export function createPickScan(deps: { repo: PickingRepository; clock: Clock }) {
  return async function pickScan(session: Session, orderId: number, code: string): Promise<ScanOutcome> {
    const outcome = await deps.repo.transaction(async (repo) => {
      const order = allowedOrder(session, orderId, await repo.lockOrder(orderId));
      const at = deps.clock.now();
      const previous = await repo.lastSameScan(orderId, session.accountId, code, new Date(at.getTime() - REPEAT_WINDOW_MS));
      if (previous?.kind === 'scan') return { order, sku: previous.sku ?? '', repeated: true };
      const checked = await check(repo, order, code, at);
      const event = {
        orderId,
        branch: order.branch,
        accountId: session.accountId,
        code,
        sku: checked.sku,
        lot: checked.read?.lot ?? null,
        expiry: checked.read?.expiry ?? null,
        createdAt: at,
      };
      if (checked.refusal) {
        // A refused code repeated by the scanner is refused again, but counted as one mis-scan.
        if (!previous) await repo.insertEvent({ ...event, kind: 'refused', reason: checked.refusal.code ?? '' });
        return checked.refusal;
      }
      await repo.insertEvent({ ...event, kind: 'scan', units: 1 });
      return { order, sku: checked.sku ?? '', repeated: false };
    });
    // Thrown after the commit, so the refusal's event stays.
    if (outcome instanceof AppError) throw outcome;
    return outcome;
  };
}

/** The rules of docs/product.md#picking, in the order a person would want to hear them. */
async function check(repo: PickingQueries, order: PickOrder, code: string, at: Date): Promise<Checked> {
  if (order.status !== ORDER_STATUS.STOCKING) {
    const message = pt('pick.notStocking', { id: order.id, status: orderStatusName(order.status) });
    return { sku: null, read: null, refusal: refusal(409, 'PICK_NOT_STOCKING', message) };
  }
  const parsed = parseGs1(code, calendarDayInMexico(at).year);
  if (!parsed.ok) return { sku: null, read: null, refusal: refusal(400, 'PICK_UNREADABLE', pt(`pick.unreadable.${parsed.reason}`)) };
  const { read } = parsed;
  const lines = lineStates(await repo.lines(order.id, order.branch), await repo.tallies(order.id));
  const line = read.ean13 === null ? undefined : lines.find((l) => l.row.barcode === read.ean13);
  if (!line) return { sku: null, read, refusal: refusal(422, 'PICK_NOT_IN_ORDER', pt('pick.notInOrder')) };
  const { row } = line;
  const refuse = (status: number, reason: string, message: string): Checked => ({
    sku: row.sku,
    read,
    refusal: refusal(status, reason, message),
  });
  if (waitsPharmacist(order, row)) return refuse(409, 'PICK_WAITS_PHARMACIST', pharmacyT('pharmacy.pickBlocked', { name: row.name }));
  if (line.unavailable) return refuse(409, 'PICK_LINE_UNAVAILABLE', pt('pick.lineUnavailable', { name: row.name }));
  if (line.picked >= row.units) return refuse(409, 'PICK_TOO_MANY', pt('pick.tooMany', { units: row.units, name: row.name }));
  if (row.needsLotExpiry && (read.lot === null || read.expiry === null)) {
    return refuse(422, 'PICK_LOT_EXPIRY_REQUIRED', pt('pick.lotExpiryRequired', { name: row.name }));
  }
  if (read.expiry !== null) {
    const today = todayInMexico(at);
    const expiry = dayOnScreen(read.expiry);
    if (read.expiry < today) return refuse(422, 'PICK_EXPIRED', pt('pick.expired', { name: row.name, expiry }));
    if (read.expiry < addDays(today, row.minExpiryDays)) {
      return refuse(422, 'PICK_EXPIRES_SOON', pt('pick.expiresSoon', { name: row.name, expiry, days: row.minExpiryDays }));
    }
  }
  return { sku: row.sku, read };
}
