import { ORDER_STATUS } from '@mostrador/shared/constants/order-status';
import { addDays, startOfDayInMexico } from '@mostrador/shared/format/date';
import type { PickDayProduct, PickDaySummary, StageClock } from '@mostrador/shared/schemas/picking';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { COUNTING_KINDS, orderItems, orders, orderStatusHistory, pickingEvents } from '../../db/schema/index';

const OPEN = [ORDER_STATUS.PENDING, ORDER_STATUS.STOCKING];

/** The day's queries: the branches' orders created that day (Mexico City), as the monitor's list holds them. */
export function dayQueries(db: Database) {
  return {
    openLines(branches: readonly string[], from: Date, to: Date) {
      return db
        .select({
          orderId: orderItems.orderId,
          sku: orderItems.sku,
          name: orderItems.name,
          presentation: orderItems.presentation,
          units: orderItems.units,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(inArray(orders.branch, [...branches]), inArray(orders.status, OPEN), gte(orders.createdAt, from), lt(orders.createdAt, to)),
        );
    },
    async tallies(orderIds: number[]) {
      if (orderIds.length === 0) return [];
      return db
        .select({
          orderId: pickingEvents.orderId,
          sku: pickingEvents.sku,
          kind: pickingEvents.kind,
          units: sql<number>`sum(${pickingEvents.units})`.mapWith(Number),
        })
        .from(pickingEvents)
        .where(and(inArray(pickingEvents.orderId, orderIds), inArray(pickingEvents.kind, COUNTING_KINDS)))
        .groupBy(pickingEvents.orderId, pickingEvents.sku, pickingEvents.kind);
    },
    history(branches: readonly string[], from: Date, to: Date) {
      return db
        .select({
          orderId: orders.id,
          createdAt: orders.createdAt,
          fromStatus: orderStatusHistory.fromStatus,
          toStatus: orderStatusHistory.toStatus,
          at: orderStatusHistory.at,
        })
        .from(orders)
        .innerJoin(orderStatusHistory, eq(orderStatusHistory.orderId, orders.id))
        .where(and(inArray(orders.branch, [...branches]), gte(orders.createdAt, from), lt(orders.createdAt, to)))
        .orderBy(asc(orders.id), asc(orderStatusHistory.at), asc(orderStatusHistory.id));
    },
  };
}
export type DayQueries = ReturnType<typeof dayQueries>;
type LineRow = Awaited<ReturnType<DayQueries['openLines']>>[number];
type TallyRow = Awaited<ReturnType<DayQueries['tallies']>>[number];
type HistoryRow = Awaited<ReturnType<DayQueries['history']>>[number];

const lineKey = (orderId: number, sku: string | null) => `${orderId}\u0000${sku ?? ''}`;

/** Units still to pull per product: ordered minus counted, lines «No disponible» left out; most units first. */
export function productsToPull(lines: LineRow[], tallies: TallyRow[]): PickDayProduct[] {
  const counted = new Map<string, number>();
  const unavailable = new Set<string>();
  for (const t of tallies) {
    const key = lineKey(t.orderId, t.sku);
    if (t.kind === 'unavailable') unavailable.add(key);
    else counted.set(key, (counted.get(key) ?? 0) + t.units);
  }
  const bySku = new Map<string, PickDayProduct>();
  for (const line of lines) {
    const key = lineKey(line.orderId, line.sku);
    const left = line.units - (counted.get(key) ?? 0);
    if (unavailable.has(key) || left <= 0) continue;
    const product = bySku.get(line.sku) ?? { SKU: line.sku, NAME: line.name, PRESENTATION: line.presentation, UNITS: 0, ORDERS: 0 };
    product.UNITS += left;
    product.ORDERS += 1;
    bySku.set(line.sku, product);
  }
  return [...bySku.values()].sort((a, b) => b.UNITS - a.UNITS || a.NAME.localeCompare(b.NAME, 'es-MX'));
}

const clockOf = (spans: number[]): StageClock => ({
  MINUTES: spans.length === 0 ? null : Math.round(spans.reduce((s, ms) => s + ms, 0) / spans.length / 6_000) / 10,
  ORDERS: spans.length,
});

/** Each stay in «Surtiendo» that ended, in ms. */
function stockingStays(rows: HistoryRow[]): number[] {
  const stays: number[] = [];
  let enteredAt: Date | null = null;
  for (const h of rows) {
    if (h.toStatus === ORDER_STATUS.STOCKING) enteredAt = h.at;
    else if (h.fromStatus === ORDER_STATUS.STOCKING && enteredAt) {
      stays.push(h.at.getTime() - enteredAt.getTime());
      enteredAt = null;
    }
  }
  return stays;
}

/**
 * The stage clocks from the status history: «Pendiente» from creation to the first «Surtiendo»;
 * «Surtiendo» from entering it to the next status (a recalled order adds each stay). Orders still in a
 * stage are not averaged: their time is not known yet.
 */
export function stageClocks(history: HistoryRow[]): PickDaySummary['clocks'] {
  const pending: number[] = [];
  const stocking: number[] = [];
  const byOrder = new Map<number, HistoryRow[]>();
  for (const h of history) {
    const rows = byOrder.get(h.orderId);
    if (rows) rows.push(h);
    else byOrder.set(h.orderId, [h]);
  }
  for (const rows of byOrder.values()) {
    const started = rows.find((h) => h.toStatus === ORDER_STATUS.STOCKING);
    if (started) pending.push(started.at.getTime() - started.createdAt.getTime());
    const stays = stockingStays(rows);
    if (stays.length > 0) stocking.push(stays.reduce((s, ms) => s + ms, 0));
  }
  return { PENDING: clockOf(pending), STOCKING: clockOf(stocking) };
}

/** The all-day summary of a day over the branches in `scope` (docs/product.md#branch-monitor), summed as one. */
export async function daySummary(q: DayQueries, scope: DayScope, day: string): Promise<PickDaySummary> {
  const [from, to] = [startOfDayInMexico(day), startOfDayInMexico(addDays(day, 1))];
  const lines = await q.openLines(scope.branches, from, to);
  const [tallies, history] = await Promise.all([q.tallies([...new Set(lines.map((l) => l.orderId))]), q.history(scope.branches, from, to)]);
  return { DATE: day, BRANCH: scope.own, BRANCHES: scope.branches, products: productsToPull(lines, tallies), clocks: stageClocks(history) };
}

/** The branch token's branch, and the branches a summary adds up (day-summary-scope.ts decides them). */
export interface DayScope {
  own: string;
  branches: string[];
}
