import { mkdir } from 'node:fs/promises';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { RequestLogController } from './lib/log-controller';
import { MESSAGES } from './lib/messages';
import { serializerCompiler, validatorCompiler } from './lib/zod-compilers';
import { createCompanyRepository } from './modules/company/repository';
import { companyRoutes } from './modules/company/routes';
import { createCompanyService } from './modules/company/service';
import { healthRoutes } from './modules/health/routes';
import { createThemesRepository, createThemesService, themesRoutes } from './modules/themes/index';
import { systemClock, type Clock } from './lib/clock';
import { setPasswordHashThreads } from './lib/passwords';
import {
  authRoutes,
  ConsoleSmsSender,
  createAntibot,
  createAuthService,
  createLoginThrottle,
  createPhoneVerificationService,
  createSessionEvents,
  createSessionsRepository,
  createSessionsService,
  createSmsSender,
  createVerificationRepository,
  type SessionsService,
} from './modules/auth/index';
import { backOfficeRoutes, createBackOffice } from './back-office';
import { createImages, createMediaStorage, mediaReader, registerS3Media } from './modules/images/media';
import { imagesRoutes } from './modules/images/routes';
import { catalogueImportApi, createCatalogueImport, type CatalogueImportOptions } from './catalogue-import';
import { cartRoutes } from './modules/cart/index';
import { catalogueRoutes } from './modules/catalogue/index';
import { createCustomerRepository, createCustomerService, customerRoutes } from './modules/customer/index';
import { devRoutes } from './modules/dev/routes';
import { attachLiveChannel, socketsByRoomType } from './modules/live/live-channel';
import {
  createDevIdentityProvider,
  createGoogleVerifier,
  createStaffRepository,
  createStaffService,
  DEMO_GOOGLE_CLIENT_ID,
  devIdpRoutes,
  staffRoutes,
} from './modules/staff/index';
import { createOrderEvents, ordersRoutes, staffOrdersRoutes, type OrderEvents } from './modules/orders/index';
import { createOrdering } from './ordering';
import type { OutboxWorkerOptions } from './modules/push/outbox-worker';
import { createPushRepository } from './modules/push/repository';
import { pushRoutes } from './modules/push/routes';
import { createPushService, type PushService } from './modules/push/service';
import type { SendPush } from './modules/push/send-push';
import { endpointRules, type ResolveHost } from './modules/push/endpoint-rules';
import { loadVapidKeys } from './modules/push/vapid-keys';
import { registerDocs } from './plugins/docs';
import { instrumentRequests } from './plugins/metrics';
import { requestId } from './plugins/request-id';
import { clientErrorHandler, registerErrorHandling, sendFailure } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerWeb } from './plugins/web';

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Fastify logger options; defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** An existing pino logger (the server process logs start-up before the app exists). */
  loggerInstance?: FastifyBaseLogger;
  /** How long read-mostly payloads stay cached in memory (ms); tests pass 0. Default: CACHE_TTL_MS. */
  cacheTtlMs?: number;
  /** How long a search word's corrections and synonyms are reused (ms); tests pass 0. Default 60 s. */
  searchWordsTtlMs?: number;
  /** How often, at most, search checks for catalogue changes (ms); tests pass 0. Default: SEARCH_INDEX_REFRESH_MS. */
  searchIndexRefreshMs?: number;
  /** Time as services read it; tests pass a ManualClock. */
  clock?: Clock;
  /** Where order events go after commit; the live channel subscribes to it. */
  orderEvents?: OrderEvents;
  /** The push outbox worker: off (`false`) for tests that only look at the outbox; options for faster retries. */
  pushWorker?: false | Partial<OutboxWorkerOptions>;
  /** Replaces the real sender (benchmarks count without a push service); tests use the real one. */
  sendPush?: SendPush;
  /** Replaces DNS for push endpoints (tests name hosts that resolve inside the network). */
  resolvePushHost?: ResolveHost;
  /** Bulk import batch size and limits; tests use small batches. */
  catalogueImport?: CatalogueImportOptions;
}

/**
 * Every route validates and serialises with zod. Naming the compilers as the schema controller's
 * factories (not only with setValidatorCompiler) keeps Fastify from loading and setting up Ajv and
 * fast-json-stringify at start-up (~0.3 s here) for schemas it will never see. Fastify's types
 * describe Ajv factories, hence the cast; Fastify calls them only for the compiler they return.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the whole HTTP application without listening: the server process and tests share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = createFastify(deps);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before any route: each route is instrumented as it is declared.
  const metrics = instrumentRequests(app);

  registerSecurity(app, config);
  await registerDocs(app);

  const [cacheTtlMs, db, clock] = [deps.cacheTtlMs ?? config.cacheTtlMs, database.db, deps.clock ?? systemClock];
  const media = createMediaStorage(config);
  const company = createCompanyService({ repo: createCompanyRepository(db), config, cacheTtlMs, readMedia: mediaReader(config, media) });
  const themes = createThemesService({ repo: createThemesRepository(db), cacheTtlMs });
  const orderEvents = deps.orderEvents ?? createOrderEvents((error) => app.log.error({ err: error }, 'order event listener failed'));
  const push = await createPush(db, config, deps);
  const { catalogue, warmSearchIndex, cart, orders } = createOrdering(db, {
    push,
    cacheTtlMs,
    searchWordsTtlMs: deps.searchWordsTtlMs,
    searchIndexRefreshMs: deps.searchIndexRefreshMs ?? config.searchIndexRefreshMs,
    events: orderEvents,
  });
  // Built before the first request (~1.5 s on 50,000 products); if this fails, the first search builds it.
  await warmSearchIndex().catch((err: unknown) => app.log.warn({ err }, 'search index not built at start'));

  const accountServices = createAccountServices(db, config, clock, push, app.log);
  const { sms, sessions, verification, auth, customer, sessionEvents } = accountServices;
  const { staff, google, devIdp } = createStaffServices(db, config, sessions, push);
  const backOffice = createBackOffice(db, config, { ...accountServices, clock, cart, orders, catalogue, themeCaches: [themes, company] });
  const images = createImages(db, media, { audit: backOffice.audit, invalidate: [company.invalidate, themes.invalidate], log: app.log });
  const catalogueImport = createCatalogueImport(db, backOffice.audit, app.log, deps.catalogueImport);
  startPushWorker(app, push, orderEvents, deps.pushWorker === false ? false : { ...config.push, ...deps.pushWorker }, orders.pendingAmong);

  await app.register(
    async (api) => {
      // JSON only: a text/plain body is refused with 415 instead of reaching a schema as a string.
      api.removeContentTypeParser('text/plain');
      await registerRateLimit(api, config);
      // Declared before the routes: each route's `config.access` says who may call it.
      registerSession(api, sessions.resolve);
      await api.register(healthRoutes, { database });
      await api.register(companyRoutes, { company });
      await api.register(themesRoutes, { themes });
      await api.register(catalogueRoutes, { catalogue });
      await api.register(authRoutes, { auth, verification });
      await api.register(customerRoutes, { customer });
      await api.register(staffRoutes, { staff, google });
      await api.register(cartRoutes, { cart });
      await api.register(ordersRoutes, { orders });
      await api.register(staffOrdersRoutes, { orders });
      await api.register(backOfficeRoutes, backOffice);
      await api.register(imagesRoutes, { images: images.service });
      await api.register(catalogueImportApi, catalogueImport);
      await api.register(pushRoutes, { push });
      // Demo and test helpers only; production refuses the console SMS provider altogether.
      if (config.mode !== 'production' && sms instanceof ConsoleSmsSender) {
        await api.register(devRoutes, { outbox: sms });
      }
      if (devIdp) await api.register(devIdpRoutes, { idp: devIdp, staff });
    },
    { prefix: '/api' },
  );

  const live = { resolveSession: sessions.resolve, resolveBranch: sessions.branchOf, events: orderEvents, sessionEvents };
  const io = await attachLiveChannel(app, { config, ...live });
  const sources = {
    database,
    liveSockets: () => socketsByRoomType(io),
    ordersByStatus: orders.countByStatus,
    pushOutboxPending: push.pendingCount,
  };
  metrics.expose(app, sources, config.metricsToken);
  await mkdir(config.mediaDir, { recursive: true });
  if (config.s3) registerS3Media(app, config, media);
  await registerWeb(app, config, { ...company, getTheme: themes.getTheme, backgrounds: themes.backgrounds, product: catalogue.product });
  return app;
}

/** The Fastify instance with the server-wide options: limits, logging, request IDs, compilers, early errors. */
function createFastify(deps: AppDeps): FastifyInstance {
  const { config } = deps;
  return Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? { level: config.logLevel } }),
    bodyLimit: config.bodyLimitBytes,
    http: { maxHeaderSize: config.headerLimitBytes },
    trustProxy: config.trustProxy,
    // While closing, a request already on a kept-alive connection (a load balancer sent it before
    // it saw the close) is answered, not refused: Fastify adds `Connection: close` to it, so the
    // balancer's next request goes to another instance, and nothing fails in a rolling restart.
    return503OnClosing: false,
    logController: new RequestLogController(),
    genReqId: requestId,
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Malformed URLs (bad percent-encoding) never reach a route; answer them like any 400.
    frameworkErrors: (_error, _req, reply) => void sendFailure(reply, 400, MESSAGES.badUrl),
    // What Node refuses before Fastify runs (431, 400, 408) is answered in Spanish too.
    clientErrorHandler,
  });
}

/**
 * Sessions, phone verification, sign-in and the customer's own data: auth owns sessions, branch
 * tokens, codes and failures; customer owns accounts and addresses and knows nothing of auth.
 */
function createAccountServices(db: Database, config: AppConfig, clock: Clock, push: PushService, log: FastifyBaseLogger) {
  setPasswordHashThreads(config.passwordHashThreads);
  const sms = createSmsSender(config, (line) => log.info(line));
  const sessionEvents = createSessionEvents((error) => log.error({ err: error }, 'session event listener failed'));
  const verificationRepo = createVerificationRepository(db);
  const sessions = createSessionsService({ repo: createSessionsRepository(db), clock, events: sessionEvents });
  const throttle = createLoginThrottle({ repo: verificationRepo, clock });
  const verification = createPhoneVerificationService({
    repo: verificationRepo,
    sms,
    antibot: createAntibot(config.authSecret, config.antibotDifficulty),
    clock,
    maxPerIpHour: config.smsMaxPerIpHour,
    resendIntervalS: config.smsResendIntervalS,
  });
  const customer = createCustomerService({
    repo: createCustomerRepository(db),
    guardPassword: throttle.guard,
    revokeOtherSessions: sessions.endSessionsOn,
    clock,
  });
  const auth = createAuthService({ repo: verificationRepo, accounts: customer, sessions, verification, throttle, clock, devices: push });
  return { sms, sessions, verification, auth, customer, throttle, sessionEvents };
}

/** Branch staff sign-in: Google's keys in production (or GOOGLE_JWKS_URL); elsewhere the local stand-in's (DESIGN §5). */
function createStaffServices(db: Database, config: AppConfig, sessions: SessionsService, push: PushService) {
  const clientId = config.google.clientId ?? DEMO_GOOGLE_CLIENT_ID;
  const devIdp = config.google.jwksUrl === null && config.mode !== 'production' ? createDevIdentityProvider(clientId) : null;
  const verifyGoogle = createGoogleVerifier({
    clientId,
    allowedDomain: config.google.allowedDomain,
    keys: devIdp ? devIdp.keys : new URL(config.google.jwksUrl ?? ''),
  });
  const staff = createStaffService({ repo: createStaffRepository(db), sessions, verifyGoogle, devices: push });
  return { staff, google: { clientId, demo: devIdp !== null }, devIdp };
}

/**
 * Delivers the push outbox while the app runs: woken after every order change commits (the
 * outbox rows were written in it), polling for other instances' rows and retries; stopped on close.
 */
function startPushWorker(
  app: FastifyInstance,
  push: PushService,
  events: OrderEvents,
  options: AppDeps['pushWorker'],
  stillPending: (orderIds: number[]) => Promise<Set<number>>,
): void {
  if (options === false) return;
  push.startWorker({ stillPending, log: app.log, options });
  const unsubscribe = events.subscribe(() => push.wake());
  app.addHook('onClose', async () => {
    unsubscribe();
    await push.stopWorker();
  });
}

/** Web Push: VAPID keys from the settings (or DATA_DIR in demo), the subscriptions and the outbox. */
async function createPush(db: Database, config: AppConfig, deps: Pick<AppDeps, 'sendPush' | 'resolvePushHost'>): Promise<PushService> {
  return createPushService({
    repo: createPushRepository(db),
    keys: await loadVapidKeys(config),
    endpoints: endpointRules(config.mode, config.push.endpointHosts),
    resolveHost: deps.resolvePushHost,
    send: deps.sendPush,
  });
}
