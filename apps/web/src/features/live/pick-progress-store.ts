import { create } from 'zustand';

/** What the monitor shows of an order being picked, from the branch room's PICK_UPDATED. */
export interface PickProgress {
  done: number;
  total: number;
  waiting: number;
  ready: boolean;
}

interface PickProgressState {
  byOrder: Record<number, PickProgress>;
  record: (orderId: number, progress: PickProgress) => void;
}

/** The last pick state heard per order (the monitor's row chip: lines done, waiting for the customer, ready). */
export const usePickProgressStore = create<PickProgressState>((set) => ({
  byOrder: {},
  record: (orderId, progress) => set((s) => ({ byOrder: { ...s.byOrder, [orderId]: progress } })),
}));

type PickLineCount = { UNITS?: unknown; PICKED?: unknown; UNAVAILABLE?: unknown };

/** PICK_UPDATED's payload read defensively: null when it is not the shape the server sends. */
export function readPickProgress(payload: unknown): { orderId: number; progress: PickProgress } | null {
  const p = payload as { ORDER_ID?: unknown; READY?: unknown; WAITING?: unknown; LINES?: unknown } | null;
  if (!p || !Number.isInteger(p.ORDER_ID) || typeof p.READY !== 'boolean' || !Array.isArray(p.LINES)) return null;
  const lines = p.LINES as PickLineCount[];
  const done = lines.filter(
    (l) => l.UNAVAILABLE === true || (typeof l.PICKED === 'number' && typeof l.UNITS === 'number' && l.PICKED >= l.UNITS),
  );
  const waiting = typeof p.WAITING === 'number' && p.WAITING > 0 ? p.WAITING : 0;
  return { orderId: p.ORDER_ID as number, progress: { done: done.length, total: lines.length, waiting, ready: p.READY } };
}
