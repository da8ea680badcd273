import type { ReportTable } from '@mostrador/shared/schemas/reports';
import { describe, expect, it } from 'vitest';
import { chartOption } from '../../../src/features/reports/chart-options';
import { formatCell } from '../../../src/features/reports/format';
import { periodOf } from '../../../src/features/reports/period';
import { deviceOf, pageTypeOf } from '../../../src/shared/rum/page-type';

describe('report periods (Mexico City calendar, never past today)', () => {
  it('a day, its week from Monday, its month from the 1st', () => {
    expect(periodOf('day', '2026-03-10', '2026-11-28')).toEqual({ DATE_START: '2026-03-10', DATE_END: '2026-03-10' });
    expect(periodOf('week', '2026-03-10', '2026-11-28')).toEqual({ DATE_START: '2026-03-09', DATE_END: '2026-03-15' });
    expect(periodOf('week', '2026-03-15', '2026-11-28')).toEqual({ DATE_START: '2026-03-09', DATE_END: '2026-03-15' });
    expect(periodOf('month', '2026-02-14', '2026-11-28')).toEqual({ DATE_START: '2026-02-01', DATE_END: '2026-02-28' });
    expect(periodOf('month', '2028-02-03', '2028-12-01')).toEqual({ DATE_START: '2028-02-01', DATE_END: '2028-02-29' });
    expect(periodOf('month', '2026-12-05', '2026-12-31')).toEqual({ DATE_START: '2026-12-01', DATE_END: '2026-12-31' });
    expect(periodOf('month', '2026-11-05', '2026-11-28')).toEqual({ DATE_START: '2026-11-01', DATE_END: '2026-11-28' });
  });
});

describe('report cells', () => {
  it('pesos, percentages, minutes and empty cells read as people expect', () => {
    expect(formatCell(1234.5, 'money')).toBe('$1,234.50');
    expect(formatCell(75, 'percent')).toBe('75.0 %');
    expect(formatCell(12, 'minutes')).toBe('12 min');
    expect(formatCell(12345, 'int')).toBe('12,345');
    expect(formatCell(null, 'percent')).toBe('—');
    expect(formatCell('Centro', 'text')).toBe('Centro');
    expect(formatCell(-9.8, 'money')).toBe('-$9.80');
  });
});

const table = (over: Partial<ReportTable>): ReportTable => ({ ID: 'salesByBranch', TITLE: 'x', COLUMNS: [], ROWS: [], ...over });

describe('chart options', () => {
  it('couriers: deliveries and failed ones per courier, the branch named only when several are shown', () => {
    const COLUMNS: ReportTable['COLUMNS'] = [
      { KEY: 'branch', LABEL: 'Sucursal', KIND: 'text' },
      { KEY: 'courier', LABEL: 'Repartidor', KIND: 'text' },
      { KEY: 'delivered', LABEL: 'Entregas', KIND: 'int' },
      { KEY: 'onWay', LABEL: 'Promedio', KIND: 'decimal' },
      { KEY: 'failed', LABEL: 'No entregados', KIND: 'int' },
    ];
    const one = chartOption(table({ ID: 'couriers', COLUMNS, ROWS: [['Centro', 'Ana', 2, 25, 0]] }));
    expect(one?.yAxis).toMatchObject({ data: ['Ana'] });
    expect(one?.series).toEqual([expect.objectContaining({ data: [2] }), expect.objectContaining({ data: [0] })]);
    const both = chartOption(
      table({
        ID: 'couriers',
        COLUMNS,
        ROWS: [
          ['Centro', 'Ana', 2, 25, 0],
          ['Zapopan', 'Beto', 1, 18, 1],
        ],
      }),
    );
    expect(both?.yAxis).toMatchObject({ data: ['Ana · Centro', 'Beto · Zapopan'] });
  });

  it('a table without rows draws no chart; the sales chart leaves the total row out', () => {
    expect(chartOption(table({}))).toBeNull();
    const option = chartOption(
      table({
        COLUMNS: [
          { KEY: 'branch', LABEL: 'Sucursal', KIND: 'text' },
          { KEY: 'revenue', LABEL: 'Ventas (MXN)', KIND: 'money' },
        ],
        ROWS: [
          ['Centro', 10],
          ['Zapopan', 5],
          ['Total', 15],
        ],
      }),
    );
    expect(option?.yAxis).toMatchObject({ data: ['Centro', 'Zapopan'] });
    expect(option?.series).toEqual([expect.objectContaining({ type: 'bar', data: [10, 5] })]);
  });

  it('the heat map places each weekday and hour', () => {
    const option = chartOption(
      table({
        ID: 'heatmap',
        ROWS: [
          ['lunes', 9, 4],
          ['martes', 10, 2],
        ],
      }),
    );
    expect(option?.series).toEqual([
      expect.objectContaining({
        type: 'heatmap',
        data: [
          [9, 0, 4],
          [10, 1, 2],
        ],
      }),
    ]);
  });
});

describe('RUM page types and devices', () => {
  it('names storefront pages and leaves staff pages unmeasured', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/product_view/P-1')).toBe('product');
    expect(pageTypeOf('/categories/DEPARTAMENTO/dolor')).toBe('category');
    expect(pageTypeOf('/search/paracetamol')).toBe('search');
    expect(pageTypeOf('/purchase')).toBe('checkout');
    expect(pageTypeOf('/account/addresses')).toBe('account');
    expect(pageTypeOf('/branches')).toBe('other');
    expect(pageTypeOf('/admin/reports')).toBeNull();
    expect(pageTypeOf('/home_orders')).toBeNull();
    expect(pageTypeOf('/picking/12')).toBeNull();
  });

  it('a device class from the width alone', () => {
    expect([deviceOf(390), deviceOf(800), deviceOf(1280)]).toEqual(['mobile', 'tablet', 'desktop']);
  });
});
