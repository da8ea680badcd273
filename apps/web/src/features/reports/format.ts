import { formatMoney } from '@mostrador/shared/format/money';
import type { ColumnKind, ReportCell } from '@mostrador/shared/schemas/reports';

const INT = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 3 });
const ONE = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A cell as people read it: pesos as $1,234.50, percentages with one decimal, minutes with «min». */
export function formatCell(cell: ReportCell, kind: ColumnKind): string {
  if (cell === null) return '—';
  if (typeof cell === 'string') return cell;
  switch (kind) {
    case 'money':
      return formatMoney(cell);
    case 'percent':
      return `${ONE.format(cell)} %`;
    case 'minutes':
      return `${INT.format(cell)} min`;
    case 'int':
      return INT.format(cell);
    default:
      return DECIMAL.format(cell);
  }
}
