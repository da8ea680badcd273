import { REPORTS_MESSAGES, reportsT as t, type ReportsMessageKey } from '@mostrador/shared/messages/es-MX-reports';
import type { ColumnKind, ReportCell, ReportTable, ReportTableId } from '@mostrador/shared/schemas/reports';

type Raw = Record<string, string | number | null>;
export type ColumnSpec = [key: string, label: ReportsMessageKey, kind: ColumnKind];

const words: Readonly<Record<string, string>> = REPORTS_MESSAGES;
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const money = (v: unknown): number => Math.round(num(v) * 100) / 100;
/** a ÷ b as a percentage with one decimal; null when there is nothing to divide by. */
export const percent = (a: number, b: number): number | null => (b > 0 ? Math.round((a / b) * 1000) / 10 : null);
/** Translates a known code ('reports.stage.pending'…), or shows the value itself. */
const word = (prefix: string, value: unknown): string => {
  const text = String(value ?? '');
  return words[`${prefix}.${text}`] ?? text;
};

export function table(id: ReportTableId, columns: ColumnSpec[], rows: ReportCell[][]): ReportTable {
  return {
    ID: id,
    TITLE: t(`reports.table.${id}`),
    COLUMNS: columns.map(([KEY, label, KIND]) => ({ KEY, LABEL: words[label] ?? label, KIND })),
    ROWS: rows,
  };
}

/** Per branch, then a total row when more than one branch is shown. */
export function salesByBranch(raw: Raw[], name: (code: string) => string): ReportTable {
  const rows: ReportCell[][] = raw.map((r) => {
    const served = num(r.orders) - num(r.cancelled);
    return [name(String(r.branch)), num(r.orders), num(r.cancelled), money(r.revenue), served > 0 ? money(num(r.revenue) / served) : null];
  });
  if (raw.length > 1) {
    const orders = raw.reduce((s, r) => s + num(r.orders), 0);
    const cancelled = raw.reduce((s, r) => s + num(r.cancelled), 0);
    const revenue = money(raw.reduce((s, r) => s + num(r.revenue), 0));
    rows.push([t('reports.total'), orders, cancelled, revenue, orders > cancelled ? money(revenue / (orders - cancelled)) : null]);
  }
  return table(
    'salesByBranch',
    [
      ['branch', 'reports.col.branch', 'text'],
      ['orders', 'reports.col.orders', 'int'],
      ['cancelled', 'reports.col.cancelled', 'int'],
      ['revenue', 'reports.col.revenue', 'money'],
      ['ticket', 'reports.col.ticket', 'money'],
    ],
    rows,
  );
}

export const salesByDay = (raw: Raw[], name: (code: string) => string) =>
  table(
    'salesByDay',
    [
      ['day', 'reports.col.day', 'text'],
      ['branch', 'reports.col.branch', 'text'],
      ['orders', 'reports.col.orders', 'int'],
      ['revenue', 'reports.col.revenue', 'money'],
    ],
    raw.map((r) => [String(r.day), name(String(r.branch)), num(r.orders), money(r.revenue)]),
  );

/** Every weekday × hour, zeros included, so the heat map and its table have no holes. */
export function heatmap(raw: Raw[]): ReportTable {
  const counts = new Map(raw.map((r) => [`${num(r.dow)}:${num(r.hour)}`, num(r.orders)]));
  const rows: ReportCell[][] = [];
  for (let dow = 1; dow <= 7; dow++)
    for (let hour = 0; hour < 24; hour++) rows.push([WEEKDAYS[dow - 1]!, hour, counts.get(`${dow}:${hour}`) ?? 0]);
  return table(
    'heatmap',
    [
      ['weekday', 'reports.col.weekday', 'text'],
      ['hour', 'reports.col.hour', 'int'],
      ['orders', 'reports.col.orders', 'int'],
    ],
    rows,
  );
}

export const topProducts = (raw: Raw[]) =>
  table(
    'topProducts',
    [
      ['sku', 'reports.col.sku', 'text'],
      ['product', 'reports.col.product', 'text'],
      ['units', 'reports.col.units', 'int'],
      ['revenue', 'reports.col.revenue', 'money'],
    ],
    raw.map((r) => [String(r.sku), String(r.name), num(r.units), money(r.revenue)]),
  );

export const departments = (raw: Raw[]) =>
  table(
    'departments',
    [
      ['department', 'reports.col.department', 'text'],
      ['units', 'reports.col.units', 'int'],
      ['revenue', 'reports.col.revenue', 'money'],
    ],
    raw.map((r) => [String(r.department), num(r.units), money(r.revenue)]),
  );

export const byDimension = (id: 'fulfilment' | 'payment', raw: Raw[]) =>
  table(
    id,
    [
      ['key', id === 'fulfilment' ? 'reports.col.fulfilment' : 'reports.col.payment', 'text'],
      ['orders', 'reports.col.orders', 'int'],
      ['revenue', 'reports.col.revenue', 'money'],
    ],
    raw.map((r) => [word(`reports.${id}`, r.key), num(r.orders), money(r.revenue)]),
  );

const STAGE_ORDER = ['pending', 'picking', 'ready', 'on_way'];

export const stages = (raw: Raw[], name: (code: string) => string) =>
  table(
    'stages',
    [
      ['branch', 'reports.col.branch', 'text'],
      ['stage', 'reports.col.stage', 'text'],
      ['orders', 'reports.col.orders', 'int'],
      ['p50', 'reports.col.p50', 'minutes'],
      ['p90', 'reports.col.p90', 'minutes'],
    ],
    [...raw]
      .sort(
        (a, b) =>
          name(String(a.branch)).localeCompare(name(String(b.branch)), 'es-MX') ||
          STAGE_ORDER.indexOf(String(a.stage)) - STAGE_ORDER.indexOf(String(b.stage)),
      )
      .map((r) => [name(String(r.branch)), word('reports.stage', r.stage), num(r.orders), num(r.p50), num(r.p90)]),
  );

export const pendingWait = (raw: Raw[], name: (code: string) => string) =>
  table(
    'pendingWait',
    [
      ['branch', 'reports.col.branch', 'text'],
      ['orders', 'reports.col.orders', 'int'],
      ['over5', 'reports.col.over5', 'int'],
      ['over10', 'reports.col.over10', 'int'],
    ],
    raw.filter((r) => r.stage === 'pending').map((r) => [name(String(r.branch)), num(r.orders), num(r.over5), num(r.over10)]),
  );

export const cancellations = (raw: Raw[]) =>
  table(
    'cancellations',
    [
      ['by', 'reports.col.by', 'text'],
      ['reason', 'reports.col.reason', 'text'],
      ['orders', 'reports.col.orders', 'int'],
    ],
    raw.map((r) => [word('reports.by', r.by), String(r.reason ?? '').trim() || t('reports.noReason'), num(r.orders)]),
  );

export const quality = (raw: Raw[], name: (code: string) => string) =>
  table(
    'quality',
    [
      ['branch', 'reports.col.branch', 'text'],
      ['picked', 'reports.col.pickedOrders', 'int'],
      ['ordered', 'reports.col.unitsOrdered', 'int'],
      ['found', 'reports.col.unitsFound', 'int'],
      ['foundRate', 'reports.col.foundRate', 'percent'],
      ['offered', 'reports.col.subsOffered', 'int'],
      ['accepted', 'reports.col.subsAccepted', 'int'],
      ['misscans', 'reports.col.misscans', 'decimal'],
      ['byHand', 'reports.col.byHand', 'int'],
    ],
    raw.map((r) => [
      name(String(r.branch)),
      num(r.picked),
      num(r.ordered),
      num(r.found),
      percent(num(r.found), num(r.ordered)),
      num(r.offered),
      num(r.accepted),
      num(r.found) > 0 ? Math.round((num(r.refused) / num(r.found)) * 1000) / 10 : null,
      num(r.by_hand),
    ]),
  );
