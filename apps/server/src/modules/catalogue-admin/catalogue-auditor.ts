import type { CatalogueAuditAction } from '@mostrador/shared/messages/es-MX-catalogue-admin';
import type { Database } from '../../db/client';

/** Who made a change, as the audit trail records it. */
export type Actor = { accountId: number; ip: string };

/** Records one catalogue change in the audit trail, inside the change's transaction. */
export type CatalogueAuditor = (
  tx: Database,
  actor: Actor,
  entry: { action: CatalogueAuditAction; targetText: string; before?: unknown; after?: unknown; reason?: string },
) => Promise<void>;
