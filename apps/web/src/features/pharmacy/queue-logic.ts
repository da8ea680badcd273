import { PHARMACIST_REASON_MAX } from '@mostrador/shared/constants/pharmacist-check';
import { pharmacyT as t } from '@mostrador/shared/messages/es-MX-pharmacy';
import type { PharmacyOrder, PharmacyRejectAction } from '@mostrador/shared/schemas/pharmacy';

/** The order chosen after ↑/↓ (or J/K); the first when none is, the same at either end. */
export function stepSelection(ids: readonly number[], current: number | null, step: 1 | -1): number | null {
  if (ids.length === 0) return null;
  const at = current === null ? -1 : ids.indexOf(current);
  if (at === -1) return ids[0]!;
  return ids[Math.min(ids.length - 1, Math.max(0, at + step))]!;
}

/** Keeps the selection while its order still waits; otherwise the next one in the queue (or the first). */
export function keepSelection(ids: readonly number[], current: number | null, previousIds: readonly number[] = []): number | null {
  if (current !== null && ids.includes(current)) return current;
  if (ids.length === 0) return null;
  const was = current === null ? -1 : previousIds.indexOf(current);
  const after = previousIds.slice(was + 1).find((id) => ids.includes(id));
  return after ?? ids[0]!;
}

/** What a rejection may do: removing the prescription lines only when some line needs none. */
export function rejectChoices(order: Pick<PharmacyOrder, 'lines'>): { removable: number; canRemove: boolean } {
  const removable = order.lines.filter((l) => l.NEEDS_PRESCRIPTION).length;
  return { removable, canRemove: removable < order.lines.length };
}

export const defaultRejectAction = (order: Pick<PharmacyOrder, 'lines'>): PharmacyRejectAction =>
  rejectChoices(order).canRemove ? 'REMOVE_LINES' : 'CANCEL_ORDER';

/** True, or the Spanish reason the dialog's button stays disabled. */
export function checkReason(reason: string): true | string {
  if (reason.trim() === '') return t('pharmacy.reasonRequired');
  if (reason.length > PHARMACIST_REASON_MAX) return t('pharmacy.ui.reasonCount', { count: reason.length, max: PHARMACIST_REASON_MAX });
  return true;
}

/** A key press on the screen, when no field or dialog has the focus. */
export type QueueKey = 'next' | 'previous' | 'approve' | 'reject' | null;
export function queueKey(key: string): QueueKey {
  if (key === 'ArrowDown' || key === 'j') return 'next';
  if (key === 'ArrowUp' || key === 'k') return 'previous';
  if (key === 'a' || key === 'A') return 'approve';
  if (key === 'r' || key === 'R') return 'reject';
  return null;
}
