import type { Database } from '../../db/client';
import type { AuditService } from '../audit/service';
import type { CatalogueBulk } from '../catalogue-admin/index';
import type { ImportJobsRepository } from './repository';

/** What the import works over (wiring/catalogue-import.ts builds it): its jobs, the catalogue's bulk writer, the audit trail, its limits. */
export interface CatalogueImportDeps {
  repo: ImportJobsRepository;
  bulk: CatalogueBulk;
  audit: AuditService;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  /** Rows per transaction while applying. */
  batchSize: number;
  /** How long an applier may go without finishing a batch before another may resume the job. */
  leaseMs: number;
  maxRows: number;
  onError: (error: unknown) => void;
}
