import { formatMoney } from '@mostrador/shared/format/money';
import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { priceJump } from '@mostrador/shared/pricing/price-change';
import { IMPORT_MAX_PROBLEMS_LISTED, type ImportProblem } from '@mostrador/shared/schemas/catalogue-import';
import type { BulkState } from '../catalogue-admin/index';
import type { ImportRow } from './check-rows';

/**
 * The dry run's warnings (docs/decisions/059): rows whose price would jump beyond the staff
 * guardrail (pricing/price-change.ts, the editor's own rule). They do not stop the apply; the
 * person reads them beside the "Aplicar" button, and every change lands in the price history.
 */
export function createPriceWarnings(headers: readonly string[], mapping: readonly string[]) {
  const column = headers[mapping.indexOf('PRICE')] ?? '';
  const warnings = { list: [] as ImportProblem[], count: 0 };
  return {
    warnings,
    /** Checks one batch of rows against what the database holds for their SKUs. */
    check(rows: readonly ImportRow[], state: BulkState): void {
      for (const row of rows) {
        const next = row.fields.price;
        const current = state.products.get(row.sku)?.price ?? null;
        const jump = next === undefined ? null : priceJump(current, next);
        if (!jump || next === undefined || current === null) continue;
        warnings.count++;
        if (warnings.list.length >= IMPORT_MAX_PROBLEMS_LISTED) continue;
        const code = jump === 'up' ? 'PRICE_JUMP_UP' : 'PRICE_JUMP_DOWN';
        const message = catalogueImportT(`import.warning.${code}`, { from: formatMoney(current), to: formatMoney(next) });
        warnings.list.push({ ROW: row.line, COLUMN: column, CODE: code, MESSAGE: message });
      }
    },
  };
}
