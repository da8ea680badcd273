import type { AuditAction } from '@mostrador/shared/messages/es-MX-back-office-api';
import type { AdminAccount } from '@mostrador/shared/schemas/admin';
import type { Database } from '../../db/client';
import type { Session } from '../../plugins/session';
import type { AuditRecord } from '../audit/index';

// Beside the service, not in it: the access and staff changes it is built from take these too.

/** Who acts and from where: every change is audited with both. */
export interface Acting {
  session: Session;
  ip: string;
  reason: string;
}

/** Runs a change, audits it when it changed something, and answers the account as it now is. */
export type AuditedChange = (
  acting: Acting,
  accountId: number,
  action: AuditAction,
  work: (tx: Database) => Promise<Partial<AuditRecord> | null>,
) => Promise<AdminAccount>;
