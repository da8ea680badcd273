import type { FastifyBaseLogger } from 'fastify';
import { prescriptionsT as rt } from '@mostrador/shared/messages/es-MX-prescriptions';
import type { MyPrescription, OrderPrescriptionsResponse, PrescriptionFile } from '@mostrador/shared/schemas/prescriptions';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../policies/access';
import { mayViewOrderPrescriptions } from '../../policies/prescriptions';
import type { AuditRecord } from '../audit/index';
import { createLimiter, type MediaStorage, type StoredObject } from '../images/index';
import type { LinkFacts, LinkSigner } from './links';
import { presentFile, presentLink, presentMine } from './presenter';
import type { PrescriptionsRepository } from './repository';
import { cleanPrescription } from './sanitize';
import { newStorageKey } from './storage';

const DAY_MS = 24 * 60 * 60_000;

export interface PrescriptionsDeps {
  repo: PrescriptionsRepository;
  storage: MediaStorage;
  links: LinkSigner;
  record: (tx: Database, entry: AuditRecord) => Promise<void>;
  retentionDays: number;
  now?: () => Date;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

const notFound = () => new AppError(rt('rx.notFound'), 404);

/** Prescription files (issue 34): upload, signed links for who may see them, the audited view, retention. */
export function createPrescriptionsService(deps: PrescriptionsDeps) {
  const { repo, storage, links } = deps;
  const now = deps.now ?? (() => new Date());
  // Two photos decode at once (each 12-megapixel decode holds ~50 MB); eight wait; more: 503.
  const limit = createLimiter(2, 8);
  return {
    async upload(accountId: number, data: Buffer, originalName: string): Promise<PrescriptionFile> {
      const clean = await limit(() => cleanPrescription(data));
      const storageKey = newStorageKey(clean.contentType, now());
      await storage.put(storageKey, clean.data, clean.contentType);
      const row = await repo.insert({
        accountId,
        storageKey,
        contentType: clean.contentType,
        bytes: clean.data.length,
        originalName: originalName.slice(0, 200),
      });
      return presentFile(row);
    },

    /** An order's files with links minted for the asker, and the doctor the checkout recorded. */
    async forOrder(actor: Actor, orderId: number): Promise<Omit<OrderPrescriptionsResponse, 'ok'>> {
      const order = await repo.orderScope(orderId);
      // Not allowed reads as not found: an order's existence is not told to strangers.
      if (!order || !mayViewOrderPrescriptions(actor, order)) throw notFound();
      const rows = await repo.forOrder(orderId);
      const p = order.prescription;
      return {
        prescriptions: rows.map((r) => presentLink(r, links, actor.accountId)),
        DOCTOR: p ? { DOCTOR_NAME: p.DOCTOR_NAME, CEDULA: p.CEDULA, DOCTOR_ADDRESS: p.DOCTOR_ADDRESS ?? '' } : null,
      };
    },

    async mine(accountId: number): Promise<MyPrescription[]> {
      return (await repo.forAccount(accountId)).map((r) => presentMine(r, links, accountId));
    },

    /** A signed link's file; each view writes its audit row first (who, which file, which order). */
    async open(facts: LinkFacts, signature: string, ip: string): Promise<StoredObject & { download: string }> {
      if (!links.verify(facts, signature)) throw new AppError(rt('rx.linkExpired'), 403);
      const row = await repo.byId(facts.id);
      if (!row) throw notFound();
      if (row.purgedAt) throw new AppError(rt('rx.purged'), 404);
      const found = await storage.get(row.storageKey);
      if (!found) throw notFound();
      await repo.db.transaction((tx) =>
        deps.record(tx, {
          actorId: facts.viewer,
          action: 'prescriptions.viewed',
          ip,
          targetAccountId: row.accountId,
          targetOrderId: row.orderId,
          targetText: `receta ${row.id}`,
        }),
      );
      const ext = row.contentType === 'application/pdf' ? 'pdf' : 'webp';
      return { ...found, contentType: row.contentType, download: `receta-${row.id}.${ext}` };
    },

    /** Checkout, in its transaction: the customer's own unattached upload joins the order. */
    attach(tx: Database, accountId: number, id: number, orderId: number): Promise<boolean> {
      return repo.attach(tx, accountId, id, orderId);
    },

    /** Deletes files past retention (and uploads never attached after a day), keeping their rows. */
    sweep: () => sweepFiles(deps, now()),
  };
}

async function sweepFiles(deps: PrescriptionsDeps, at: Date): Promise<number> {
  const due = await deps.repo.due(new Date(at.getTime() - deps.retentionDays * DAY_MS), new Date(at.getTime() - DAY_MS));
  let purged = 0;
  for (const row of due) {
    try {
      await deps.storage.remove([row.storageKey]);
      await deps.repo.markPurged(row.id);
      purged++;
    } catch (err) {
      deps.log?.error({ err, prescription: row.id }, 'prescription purge failed');
    }
  }
  return purged;
}
export type PrescriptionsService = ReturnType<typeof createPrescriptionsService>;
