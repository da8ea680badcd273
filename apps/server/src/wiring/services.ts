import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { systemClock } from '../lib/clock';
import { createAntibioticRegisterService, createRegisterRepository } from '../modules/antibiotic-register/index';
import { createCompanyRepository, createCompanyService } from '../modules/company/index';
import { createImages, createMediaStorage, mediaReader } from '../modules/images/index';
import { createOrderEvents } from '../modules/orders/index';
import { createPharmacyService } from '../modules/pharmacy/index';
import { createPickingRepository, createPickingService } from '../modules/picking/index';
import { createPrescriptions } from './prescriptions';
import { createThemesRepository, createThemesService } from '../modules/themes/index';
import { createAccountServices, createStaffServices } from './accounts';
import { createBackOffice } from './back-office';
import { createCatalogueImport } from './catalogue-import';
import { createCouriers } from './couriers';
import { createOrdering } from './ordering';
import { createTracking } from './tracking';
import { createPush } from './push';
import { pharmacistAuditEntry } from './pharmacist-audit';
import { pickupAuditEntry, recallAuditEntry } from './recall-audit';
import { createReports } from '../modules/reports/index';

/**
 * Every module's service, each built from its repository and the services it names, in dependency
 * order (ARCHITECTURE.md, "Wiring"): the one place where modules meet.
 */
export async function buildServices(deps: AppDeps, log: FastifyBaseLogger) {
  const { config } = deps;
  const [cacheTtlMs, db, clock] = [deps.cacheTtlMs ?? config.cacheTtlMs, deps.database.db, deps.clock ?? systemClock];
  const media = createMediaStorage(config);
  const company = createCompanyService({ repo: createCompanyRepository(db), config, cacheTtlMs, readMedia: mediaReader(config, media) });
  const themes = createThemesService({ repo: createThemesRepository(db), cacheTtlMs });
  const orderEvents = deps.orderEvents ?? createOrderEvents((error) => log.error({ err: error }, 'order event listener failed'));
  const push = await createPush(db, config, deps);
  // The audit trail is built below; a view's audit row is written only when a file is opened.
  const prescriptions = createPrescriptions(db, config, { record: (tx, entry) => backOffice.audit.record(tx, entry), log });
  const ordering = createOrdering(db, {
    push,
    cacheTtlMs,
    searchWordsTtlMs: deps.searchWordsTtlMs,
    searchIndexRefreshMs: deps.searchIndexRefreshMs ?? config.searchIndexRefreshMs,
    events: orderEvents,
    prescriptions: { attach: (tx, accountId, id, orderId) => prescriptions.attach(tx, accountId, id, orderId) },
    // Picking and the audit trail are built below; these run only when a call comes (decision 064).
    recall: {
      readiness: { whyNotReady: (tx, order) => picking.whyNotReady(tx, order) },
      recordRecall: (tx, entry) => backOffice.audit.record(tx, recallAuditEntry(entry)),
      // Issue 34: the antibiotic register writes its rows with «Enviar» and corrects them on a recall.
      record: {
        sent: (tx, order, actorId) => antibioticRegister.dispatch.sent(tx, order, actorId),
        recalled: (tx, order, actorId) => antibioticRegister.dispatch.recalled(tx, order, actorId),
      },
      clock,
      recallMinutes: config.recallMinutes,
    },
    recordPharmacist: (tx, entry) => backOffice.audit.record(tx, pharmacistAuditEntry(entry)),
    pickup: { holdDays: config.pickupHoldDays, recordPickup: (tx, entry) => backOffice.audit.record(tx, pickupAuditEntry(entry)) },
    trackerOf: (orderId) => tracking.customerTracker(orderId),
  });
  const { catalogue, cart, orders } = ordering;
  const accounts = createAccountServices(db, config, clock, push, log);
  const staff = createStaffServices(db, config, accounts.sessions, push);
  const backOffice = createBackOffice(db, config, { ...accounts, clock, cart, orders, catalogue, themeCaches: [themes, company] });
  const images = createImages(db, media, { audit: backOffice.audit, invalidate: [company.invalidate, themes.invalidate], log });
  const catalogueImport = createCatalogueImport(db, backOffice.audit, log, deps.catalogueImport);
  const picking = createPickingService({
    repo: createPickingRepository(db),
    events: orderEvents,
    clock,
    adjustStockIn: backOffice.catalogueAdmin.adjustStockIn,
    answerMinutes: config.substitutionAnswerMinutes,
    push: { enqueueSubstitution: (tx, offer) => push.enqueueSubstitution(tx, offer, config.substitutionAnswerMinutes) },
  });
  const antibioticRegister = createAntibioticRegisterService({
    repo: createRegisterRepository(db),
    pickedLots: (tx, orderId) => picking.pickedLots(tx, orderId),
  });
  const pharmacy = createPharmacyService({ orders });
  const reports = createReports(db, { sampleRate: config.rumSampleRate }, { holdDays: config.pickupHoldDays, clock });
  const couriers = createCouriers(db, config, { orders, picking, events: orderEvents, audit: backOffice.audit, clock });
  const tracking = createTracking(db, config, { picking, clock });
  return {
    media,
    company,
    themes,
    orderEvents,
    push,
    ...ordering,
    ...accounts,
    ...staff,
    backOffice,
    images: images.service,
    catalogueImport,
    picking,
    prescriptions,
    antibioticRegister,
    pharmacy,
    reports,
    couriers,
    tracking,
  };
}

export type Services = Awaited<ReturnType<typeof buildServices>>;
