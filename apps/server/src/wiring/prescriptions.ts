import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { AuditRecord } from '../modules/audit/index';
import {
  createLinkSigner,
  createPrescriptionsRepository,
  createPrescriptionsService,
  createPrescriptionStorage,
} from '../modules/prescriptions/index';

/** Prescription files (issue 34): private storage, links signed with a key from AUTH_SECRET, audited views. */
export function createPrescriptions(
  db: Database,
  config: AppConfig,
  deps: { record: (tx: Database, entry: AuditRecord) => Promise<void>; log: FastifyBaseLogger },
) {
  return createPrescriptionsService({
    repo: createPrescriptionsRepository(db),
    storage: createPrescriptionStorage(config),
    links: createLinkSigner(config.authSecret),
    record: deps.record,
    retentionDays: config.prescriptionRetentionDays,
    log: deps.log,
  });
}
