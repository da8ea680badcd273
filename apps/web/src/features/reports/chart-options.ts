import { reportsT as t } from '@mostrador/shared/messages/es-MX-reports';
import type { ReportCell, ReportTable } from '@mostrador/shared/schemas/reports';
import type { ChartOption } from './echarts';

const TOTAL = t('reports.total');
const n = (cell: ReportCell | undefined): number => (typeof cell === 'number' ? cell : 0);
const s = (cell: ReportCell | undefined): string => String(cell ?? '');
const col = (table: ReportTable, key: string) => table.COLUMNS.findIndex((c) => c.KEY === key);
const grid = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };
const legend = { top: 0, type: 'scroll' as const };

/** A bar per row: categories down the side (long names read), one series per value column. */
function bars(table: ReportTable, label: string, values: string[], rows = table.ROWS, horizontal = true): ChartOption {
  const li = col(table, label);
  const categories = rows.map((r) => s(r[li]));
  const axis = {
    type: 'category' as const,
    data: categories,
    inverse: horizontal,
    axisLabel: horizontal ? { width: 170, overflow: 'truncate' as const } : { hideOverlap: true },
  };
  const valueAxis = { type: 'value' as const, splitNumber: 4, axisLabel: { hideOverlap: true } };
  const series = values.map((key) => {
    const i = col(table, key);
    return { type: 'bar' as const, name: table.COLUMNS[i]?.LABEL ?? key, data: rows.map((r) => n(r[i])) };
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: values.length > 1 ? legend : undefined,
    grid,
    ...(horizontal ? { yAxis: axis, xAxis: valueAxis } : { xAxis: axis, yAxis: valueAxis }),
    series,
  };
}

/** One line per branch over the period's days. */
function linesByBranch(table: ReportTable, value: string): ChartOption {
  const [di, bi, vi] = [col(table, 'day'), col(table, 'branch'), col(table, value)];
  const days = [...new Set(table.ROWS.map((r) => s(r[di])))].sort();
  const branches = [...new Set(table.ROWS.map((r) => s(r[bi])))];
  const at = new Map(table.ROWS.map((r) => [`${s(r[bi])}|${s(r[di])}`, n(r[vi])]));
  return {
    tooltip: { trigger: 'axis' },
    legend,
    grid,
    xAxis: { type: 'category', data: days.map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}`) },
    yAxis: { type: 'value' },
    series: branches.map((b) => ({
      type: days.length > 1 ? 'line' : 'bar',
      name: b,
      data: days.map((d) => at.get(`${b}|${d}`) ?? 0),
    })) as ChartOption['series'],
  };
}

/** The week's heat map: hours across, weekdays down. */
function heat(table: ReportTable): ChartOption {
  const days = [...new Set(table.ROWS.map((r) => s(r[0])))];
  const max = Math.max(1, ...table.ROWS.map((r) => n(r[2])));
  return {
    tooltip: { position: 'top' },
    grid: { ...grid, bottom: 48 },
    xAxis: { type: 'category', data: [...Array(24).keys()].map(String), splitArea: { show: true } },
    yAxis: { type: 'category', data: days, inverse: true, splitArea: { show: true } },
    visualMap: { min: 0, max, calculable: false, orient: 'horizontal', left: 'center', bottom: 0, itemHeight: 120 },
    series: [{ type: 'heatmap', name: t('reports.col.orders'), data: table.ROWS.map((r) => [n(r[1]), days.indexOf(s(r[0])), n(r[2])]) }],
  };
}

function donut(table: ReportTable): ChartOption {
  return {
    tooltip: { trigger: 'item' },
    legend,
    series: [
      {
        type: 'pie',
        name: table.COLUMNS[1]?.LABEL,
        radius: ['40%', '70%'],
        top: 24,
        data: table.ROWS.map((r) => ({ name: s(r[0]), value: n(r[1]) })),
      },
    ],
  };
}

/** Each page type and device's p75 as a share of Google's threshold: past 100 % needs work. */
function rum(table: ReportTable): ChartOption {
  const rows = table.ROWS.map((r) => ({
    name: `${s(r[0])} · ${s(r[1])} · ${s(r[2])}`,
    value: Math.round((n(r[3]) / Math.max(n(r[4]), 1e-9)) * 100),
  }));
  return {
    tooltip: { trigger: 'axis' },
    grid,
    yAxis: { type: 'category', data: rows.map((r) => r.name), inverse: true },
    xAxis: { type: 'value', axisLabel: { formatter: '{value} %' } },
    series: [
      {
        type: 'bar',
        name: `${t('reports.col.p75')} / ${t('reports.col.threshold')}`,
        data: rows.map((r) => r.value),
        markLine: { symbol: 'none', data: [{ xAxis: 100 }], label: { formatter: t('reports.col.threshold') } },
      },
    ],
  };
}

/** Deliveries and failed ones per courier; the branch joins the name only when several are shown. */
function couriers(table: ReportTable): ChartOption {
  const several = new Set(table.ROWS.map((r) => r[0])).size > 1;
  const rows = table.ROWS.map((r) => [s(r[0]), several ? `${s(r[1])} · ${s(r[0])}` : s(r[1]), ...r.slice(2)]);
  return bars({ ...table, ROWS: rows }, 'courier', ['delivered', 'failed']);
}

/** The chart each table is drawn as; a table with no rows draws nothing (the page says so). */
export function chartOption(table: ReportTable): ChartOption | null {
  if (table.ROWS.length === 0) return null;
  const withoutTotal = table.ROWS.filter((r) => r[0] !== TOTAL);
  switch (table.ID) {
    case 'salesByBranch':
      return bars(table, 'branch', ['revenue'], withoutTotal);
    case 'salesByDay':
      return linesByBranch(table, 'revenue');
    case 'heatmap':
      return heat(table);
    case 'topProducts':
      return bars(table, 'product', ['units']);
    case 'departments':
      return bars(table, 'department', ['revenue']);
    case 'fulfilment':
    case 'payment':
      return donut(table);
    case 'stages':
      return bars({ ...table, ROWS: table.ROWS.map((r) => [`${s(r[0])} · ${s(r[1])}`, ...r.slice(1)]) }, 'branch', ['p50', 'p90']);
    case 'pendingWait':
      return bars(table, 'branch', ['over5', 'over10'], table.ROWS, false);
    case 'cancellations':
      return bars({ ...table, ROWS: table.ROWS.map((r) => [s(r[0]), `${s(r[0])}: ${s(r[1])}`, r[2] ?? 0]) }, 'reason', ['orders']);
    case 'quality':
      return bars(table, 'branch', ['foundRate'], table.ROWS, false);
    case 'couriers':
      return couriers(table);
    case 'pickup':
      return bars(table, 'branch', ['pickup', 'uncollected', 'waiting'], table.ROWS, false);
    case 'rum':
      return rum(table);
  }
}

/** Taller charts for long category lists, so every label keeps its line. */
export function chartHeight(table: ReportTable): number {
  if (table.ID === 'heatmap') return 300;
  if (['topProducts', 'departments', 'stages', 'cancellations', 'couriers', 'rum'].includes(table.ID))
    return Math.max(200, 40 + table.ROWS.length * 26);
  return 260;
}
