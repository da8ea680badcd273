import closeWithGrace from 'close-with-grace';
import pino, { type Logger } from 'pino';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { isDatabaseEmpty, openDatabase, type DatabaseHandle } from './db/client';
import { claimDataDir, DataDirBusyError, type DataDirClaim } from './db/data-dir-owner';
import { startupNotices } from './startup-notices';

/** The process: configuration, database, migrations, demo data, listen, graceful shutdown. */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const log = createLogger(config);
  let database: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  let claim: DataDirClaim | undefined;

  const starting = (async () => {
    const phases: Record<string, number> = { boot: Math.round(performance.now()) };
    const mark = (phase: string, since: number) => (phases[phase] = Math.round(performance.now() - since));
    // The app's modules load while the database starts (PGlite compiles WASM and boots Postgres).
    const appModule = import('./app');
    let t = performance.now();
    claim = await claimEmbeddedDataDir(config, log, () => database?.snapshot?.() ?? null);
    database = await openDatabase(config.database);
    mark('database', t);
    t = performance.now();
    await database.migrate();
    mark('migrations', t);
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
      log.info('empty database: loading demo data');
      t = performance.now();
      // Imported only when needed: the seed's image generation has no place in a normal start.
      const { seedDemo } = await import('./seed/demo');
      await seedDemo(database.db, { mediaDir: config.mediaDir });
      mark('seed', t);
    }
    t = performance.now();
    const { buildApp } = await appModule;
    app = await buildApp({ config, database, loggerInstance: log });
    const address = await app.listen({ port: config.port, host: config.host });
    mark('app', t);
    log.info({ elapsedMs: Math.round(performance.now()), phases, address, mode: config.mode, database: database.kind }, 'ready');
    for (const notice of startupNotices(config)) log.warn(notice);
  })();

  // Registered before start-up finishes, so a stop during migrations or seeding waits for them
  // (within the delay) instead of killing the process halfway through a write.
  closeWithGrace({ delay: 10_000, logger: { error: (m: unknown) => log.error(m) } }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'closing after an unexpected error');
    else log.info({ signal }, 'closing: finishing in-flight requests');
    await starting.catch(() => undefined);
    // Fastify stops accepting, waits for requests in flight, then runs onClose hooks (Redis).
    // Node closes the connections idle at that moment only; a keep-alive connection whose request
    // finishes later would hold the close open until the client drops it, so idle ones are
    // closed again every 100 ms until the server is down.
    const closeIdle = setInterval(() => app?.server.closeIdleConnections(), 100);
    await app?.close().finally(() => clearInterval(closeIdle));
    await database?.close();
    await claim?.release();
  });

  try {
    await starting;
  } catch (error) {
    log.fatal({ err: error }, 'could not start');
    await database?.close().catch(() => undefined);
    await claim?.release().catch(() => undefined);
    process.exit(1);
  }
}

/**
 * An embedded database on disk is this process's alone while it runs (db/data-dir-owner.ts):
 * a second server, a restore or a migration on the same DATA_DIR is refused, and
 * `npm run backup` asks this process for its snapshot. A directory already owned stops the start.
 */
async function claimEmbeddedDataDir(
  config: AppConfig,
  log: Logger,
  snapshot: Parameters<typeof claimDataDir>[2],
): Promise<DataDirClaim | undefined> {
  if (config.database.kind !== 'pglite' || config.database.dataDir === null) return undefined;
  try {
    return await claimDataDir(config.dataDir, 'server', snapshot);
  } catch (error) {
    if (error instanceof DataDirBusyError) throw error;
    // E.g. a DATA_DIR path too long for a Unix socket: run, but say backups need the server stopped.
    log.warn({ err: error }, 'DATA_DIR owner socket not available: stop the server before npm run backup or restore');
    return undefined;
  }
}

function createLogger(config: AppConfig): Logger {
  // Readable lines for a person at a terminal; JSON for log collectors in production.
  const isPretty = config.mode !== 'production' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    ...(isPretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}

await main();
