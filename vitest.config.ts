import { defineConfig } from 'vitest/config';

/**
 * Server files that cannot share the machine with other files (decision 051): they run server
 * instances behind nginx, kill them or cut their Redis and time what follows; or they use the
 * one Redis on the machine, whose channels and counters are not namespaced per test. They run
 * one at a time, after everything else. (Files that only start a command and wait for it, such
 * as the import command or backups, run with the others.)
 */
const SERIAL_SERVER_FILES = [
  'apps/server/test/deploy/*.test.ts',
  'apps/server/test/live/live-channel.test.ts',
  'apps/server/test/live/redis-outage.test.ts',
  'apps/server/test/live/two-processes.test.ts',
  'apps/server/test/push/crash-recovery.test.ts',
  'apps/server/test/rate-limit-redis.test.ts',
  'apps/server/test/shutdown.test.ts',
];

// One runner for every workspace: shared unit tests, server integration tests, web component tests.
export default defineConfig({
  test: {
    // Vitest's default is one worker per core minus one: a single worker on this 2-core machine.
    // Server files wait on databases and worker threads most of the time, so three workers keep
    // both cores busy (measured in docs/performance.md, "Test suite").
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: SERIAL_SERVER_FILES,
          // A worker keeps the app's modules between files: each file builds its own app on its
          // own database, and no server test mocks a module or changes the environment. Loading
          // the app again per file cost 189 s of the project's CPU; shared, 21 s (decision 051).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server-serial',
          include: SERIAL_SERVER_FILES,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Alone: Vitest runs a project without file parallelism after all the others.
          fileParallelism: false,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
