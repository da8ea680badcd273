import {
  IMPORT_MAX_PROBLEMS_LISTED,
  type ImportProblem,
  type ImportRowChange,
  type ImportSummary,
} from '@mostrador/shared/schemas/catalogue-import';
import type { CatalogueBulk } from '../catalogue-admin/index';
import { buildLookups, checkMapping, createRowChecker, type ImportRow, type Lookups } from './check-rows';
import { compareRows, createChangeList } from './compare-rows';
import { planBatch } from './plan-batch';
import { createPriceWarnings } from './price-warnings';
import { dataBatches, type FileFormat } from './read-file';

export interface FileCheck {
  file: Buffer;
  format: FileFormat;
  headers: string[];
  mapping: string[];
  strict: boolean;
  summary: boolean;
}

export interface ValidationReport {
  problems: ImportProblem[];
  problemCount: number;
  summary: ImportSummary;
  /** With `summary` and no problem: each row's changes, before → after (compare-rows.ts). */
  changes: ImportRowChange[];
  /** With `summary` and no problem: the rows whose price jumps beyond the guardrail (price-warnings.ts), counted and listed. */
  warnings: { list: ImportProblem[]; count: number };
  /** The database as the checks saw it. */
  lookups: Lookups;
}

/**
 * Every problem of the file under this mapping (the first IMPORT_MAX_PROBLEMS_LISTED listed, all
 * counted); with `summary`, what applying it would change. Reads only: the dry run writes nothing.
 * `strict`: every column must be mapped (the CLI, which has no mapping screen).
 */
export async function validateFile(
  { bulk, batchSize, maxRows }: { bulk: CatalogueBulk; batchSize: number; maxRows: number },
  { file, format, headers, mapping, strict, summary }: FileCheck,
): Promise<ValidationReport> {
  const lookups = buildLookups(await bulk.lookups());
  const report: ValidationReport = {
    problems: [],
    problemCount: 0,
    summary: { NEW: 0, UPDATED: 0, UNCHANGED: 0, STOCK_CHANGES: 0 },
    changes: [],
    warnings: { list: [], count: 0 },
    lookups,
  };
  const prices = createPriceWarnings(headers, mapping);
  const changes = createChangeList();
  const note = (found: ImportProblem[]) => {
    report.problemCount += found.length;
    for (const p of found) if (report.problems.length < IMPORT_MAX_PROBLEMS_LISTED) report.problems.push(p);
  };
  note(checkMapping(headers, mapping, lookups, strict));
  if (!mapping.includes('SKU')) return report;
  const check = createRowChecker(headers, mapping, lookups);
  for await (const batch of dataBatches(file, format, batchSize, { maxRows })) {
    const rows: ImportRow[] = [];
    for (const fileRow of batch) {
      const { row, problems } = check(fileRow);
      note(problems);
      if (row) rows.push(row);
    }
    if (!summary || report.problemCount > 0) continue;
    const skus = rows.map((r) => r.sku);
    const state = await bulk.stateOf(skus, false);
    const { counts } = planBatch(rows, state, 0, '');
    prices.check(rows, state);
    if (!changes.isFull()) changes.add(compareRows(rows, state, lookups));
    report.summary.NEW += counts.created;
    report.summary.UPDATED += counts.updated;
    report.summary.UNCHANGED += counts.unchanged;
    report.summary.STOCK_CHANGES += counts.stockChanges;
  }
  if (report.problemCount === 0) report.changes = changes.list;
  if (report.problemCount === 0) report.warnings = prices.warnings;
  return report;
}
