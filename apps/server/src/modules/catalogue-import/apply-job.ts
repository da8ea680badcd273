import { catalogueImportT } from '@mostrador/shared/messages/es-MX-catalogue-import';
import { AppError } from '../../lib/errors';
import { createRowChecker, type ImportRow, type Lookups } from './check-rows';
import { planBatch } from './plan-batch';
import { dataBatches, type FileFormat } from './read-file';
import type { ImportJobRow } from './repository';
import type { CatalogueImportDeps } from './import-deps';
import { validateFile } from './validate-file';

export interface ApplyRun {
  job: ImportJobRow;
  file: Buffer;
  format: FileFormat;
  lookups: Lookups;
  actorId: number;
  ip: string;
}

/**
 * Claims the job, checks the file again against the database as it is now (a file with any
 * problem changes nothing) and starts applying it; `done` settles when the apply stops.
 */
export async function startApply(deps: CatalogueImportDeps, job: ImportJobRow, actorId: number, ip: string) {
  const claimed = await deps.repo.claim(job.id, deps.leaseMs);
  if (!claimed) throw new AppError(catalogueImportT('import.error.running'), 409);
  const file = await deps.repo.file(job.id);
  const format = job.format as FileFormat;
  const mapping = claimed.mapping ?? [];
  const report = await validateFile(deps, { file, format, headers: claimed.headers, mapping, strict: false, summary: false });
  if (report.problemCount > 0) {
    await deps.repo.finish(job.id, 'INVALID');
    throw new AppError(catalogueImportT('import.error.hasProblems', { count: report.problemCount }), 422);
  }
  const done = runApply(deps, { job: claimed, file, format, lookups: report.lookups, actorId: actorId, ip }).catch(deps.onError);
  return { claimed, done };
}

/** Postgres and PGlite wrap the reason in a DrizzleQueryError; the person needs the innermost line. */
function reasonOf(error: unknown): string {
  let e: unknown = error;
  while (e instanceof Error && e.cause instanceof Error) e = e.cause;
  return e instanceof Error ? e.message.split('\n')[0]!.slice(0, 200) : String(e);
}

/**
 * Applies a validated job from its first row not yet committed: each batch (rows, the audit
 * entry on the run's first batch, the job's progress) is one transaction. A batch that fails
 * leaves the job FAILED at the last committed row, ready to resume.
 */
export async function runApply(deps: CatalogueImportDeps, run: ApplyRun): Promise<void> {
  const { job } = run;
  const mapping = job.mapping ?? [];
  const check = createRowChecker(job.headers, mapping, run.lookups);
  const progress = { doneRows: job.doneRows, created: job.created, updated: job.updated, stockChanges: job.stockChanges };
  const reason = `Importación ${job.id}: ${job.fileName}`.slice(0, 200);
  let first = true;
  let line = 0;
  try {
    for await (const batch of dataBatches(run.file, run.format, deps.batchSize, deps, job.doneRows)) {
      line = batch[0]?.line ?? line;
      const rows: ImportRow[] = batch.map((fileRow) => {
        const { row, problems } = check(fileRow);
        if (!row) throw new Error(problems.map((p) => `${p.COLUMN}: ${p.MESSAGE}`).join('; '));
        return row;
      });
      await deps.transaction(async (tx) => {
        const skus = rows.map((r) => r.sku);
        const { changes, counts } = planBatch(rows, await deps.bulk.stateOf(skus, true, tx), run.actorId, reason);
        await deps.bulk.write(tx, changes);
        if (first)
          await deps.audit.record(tx, {
            actorId: run.actorId,
            action: 'catalogue.imported',
            ip: run.ip,
            targetText: job.fileName,
            after: { JOB_ID: job.id, FROM_ROW: progress.doneRows, TOTAL_ROWS: job.totalRows, MAPPING: mapping },
          });
        const next = {
          doneRows: progress.doneRows + rows.length,
          created: progress.created + counts.created,
          updated: progress.updated + counts.updated,
          stockChanges: progress.stockChanges + counts.stockChanges,
        };
        await deps.repo.progress(tx, job.id, next, deps.leaseMs);
        Object.assign(progress, next);
      });
      first = false;
    }
    await deps.repo.finish(job.id, 'DONE');
  } catch (error) {
    await deps.repo.finish(job.id, 'FAILED', catalogueImportT('import.error.batchFailed', { row: line, why: reasonOf(error) }));
    throw error;
  }
}
