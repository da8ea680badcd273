import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from '@mostrador/shared/constants/limits';
import type { Database } from '../db/client';
import type { AuditService } from '../modules/audit/index';
import { createCatalogueBulk } from '../modules/catalogue-admin/index';
import { createCatalogueImportService, createImportJobsRepository, type CatalogueImportService } from '../modules/catalogue-import/index';

export interface CatalogueImportOptions {
  /** Rows per transaction while applying (default 1,000). */
  batchSize?: number;
  /** How long an apply may go without committing a batch before another may resume it (default 60 s). */
  leaseMs?: number;
  /** Largest file accepted and most product rows (defaults: IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS of the shared limits). */
  maxFileBytes?: number;
  maxRows?: number;
}

const DEFAULTS = { batchSize: 1_000, leaseMs: 60_000, maxFileBytes: IMPORT_MAX_FILE_BYTES, maxRows: IMPORT_MAX_ROWS };

/**
 * The catalogue's bulk import and export (issue 20): the import module over the catalogue's
 * bulk writer and the audit trail. The server, the tests and `npm run catalogue:import` build it.
 */
export function createCatalogueImport(
  db: Database,
  audit: AuditService,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: CatalogueImportOptions = {},
): { imports: CatalogueImportService; maxFileBytes: number } {
  const o = { ...DEFAULTS, ...options };
  const imports = createCatalogueImportService({
    repo: createImportJobsRepository(db),
    bulk: createCatalogueBulk(db),
    audit,
    transaction: (work) => db.transaction(work),
    batchSize: o.batchSize,
    leaseMs: o.leaseMs,
    maxRows: o.maxRows,
    onError: (err) => log.error({ err }, 'catalogue import stopped'),
  });
  return { imports, maxFileBytes: o.maxFileBytes };
}
