import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportCell, ReportTable } from '@mostrador/shared/schemas/reports';
import { percent, table } from './tables';

type Raw = Record<string, string | number | null>;
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const money = (v: unknown): number => Math.round(num(v) * 100) / 100;
const orNull = (v: unknown, f: (x: unknown) => number): number | null => (v === null || v === undefined ? null : f(v));
const byName = (a: ReportCell[], b: ReportCell[]) =>
  String(a[0]).localeCompare(String(b[0]), 'es-MX') || String(a[1]).localeCompare(String(b[1]), 'es-MX');

/** A courier as people management shows them: the account's name, or «Sin nombre». */
const courierName = (r: Raw): string =>
  num(r.courier_id) === 0 ? t('reports.courierDeleted') : String(r.name ?? '').trim() || t('reports.noCourierName');

/**
 * Per courier (decision 078): deliveries and failed ones, average minutes from «En camino» to
 * «Entregado», cash to collect, and what the branch confirmed handed in (with its difference) or not yet.
 */
export const couriers = (raw: Raw[], name: (code: string) => string): ReportTable =>
  table(
    'couriers',
    [
      ['branch', 'reports.col.branch', 'text'],
      ['courier', 'reports.col.courier', 'text'],
      ['delivered', 'reports.col.delivered', 'int'],
      ['onWay', 'reports.col.onWayAverage', 'decimal'],
      ['failed', 'reports.col.notDelivered', 'int'],
      ['cashExpected', 'reports.col.cashExpected', 'money'],
      ['cashHandedIn', 'reports.col.cashHandedIn', 'money'],
      ['cashDifference', 'reports.col.cashDifference', 'money'],
      ['daysPending', 'reports.col.daysPending', 'int'],
    ],
    raw
      .map((r): ReportCell[] => [
        name(String(r.branch)),
        courierName(r),
        num(r.delivered),
        num(r.timed) > 0 ? Math.round(num(r.on_way_s) / num(r.timed) / 6) / 10 : null,
        num(r.failed),
        money(r.expected),
        orNull(r.handed, money),
        orNull(r.difference, money),
        num(r.pending_days),
      ])
      .sort(byName),
  );

/** Per branch: orders to deliver and to collect, pickup orders never collected (cancelled by the sweep) and those waiting past the hold now. */
export function pickup(raw: Raw[], name: (code: string) => string, holdDays: number): ReportTable {
  const built = table(
    'pickup',
    [
      ['branch', 'reports.col.branch', 'text'],
      ['delivery', 'reports.col.deliveryOrders', 'int'],
      ['pickup', 'reports.col.pickupOrders', 'int'],
      ['uncollected', 'reports.col.uncollected', 'int'],
      ['uncollectedRate', 'reports.col.uncollectedRate', 'percent'],
      ['waiting', 'reports.col.waitingPastHold', 'int'],
    ],
    raw
      .map((r): ReportCell[] => [
        name(String(r.branch)),
        num(r.delivery),
        num(r.pickup),
        num(r.uncollected),
        percent(num(r.uncollected), num(r.pickup)),
        num(r.waiting),
      ])
      .sort(byName),
  );
  return {
    ...built,
    COLUMNS: built.COLUMNS.map((c) => (c.KEY === 'waiting' ? { ...c, LABEL: t('reports.col.waitingPastHold', { days: holdDays }) } : c)),
  };
}
