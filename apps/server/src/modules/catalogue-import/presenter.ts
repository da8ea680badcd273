import type { ImportJob, ImportStatus } from '@mostrador/shared/schemas/catalogue-import';
import type { BranchRef } from '@mostrador/shared/catalogue-import/branch-columns';
import type { ImportJobRow } from './repository';

export const presentJob = (job: ImportJobRow, sample: string[][], branches: readonly BranchRef[]): ImportJob => ({
  JOB_ID: job.id,
  FILE_NAME: job.fileName,
  STATUS: job.status as ImportStatus,
  HEADERS: job.headers,
  MAPPING: job.mapping ?? [],
  SAMPLE: sample,
  TOTAL_ROWS: job.totalRows,
  DONE_ROWS: job.doneRows,
  CREATED: job.created,
  UPDATED: job.updated,
  STOCK_CHANGES: job.stockChanges,
  ERROR: job.error,
  BRANCHES: branches.map((b) => b.code),
  BRANCH_LIST: branches.map((b) => ({ CODE: b.code, NAME: b.name })),
});
