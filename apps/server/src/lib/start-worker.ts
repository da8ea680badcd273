import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** `true` in the bundle `npm start` runs: scripts/build-server.mjs defines it with esbuild. */
declare const MOSTRADOR_BUNDLED: boolean | undefined;

/**
 * Starts the worker thread whose code is the TypeScript module at `source` (a URL beside the
 * caller, e.g. `new URL('./hash-worker.ts', import.meta.url)`), however the server runs:
 * - bundled (`npm start`, plain node): scripts/build-server.mjs emits every worker module as an
 *   entry point of its own, `<name>.mjs` beside server.mjs and its chunks, which is started as is;
 * - from the sources (tsx for dev and end-to-end runs, vitest for the tests): Node 20 gives a
 *   worker neither the parent's `--import tsx` nor hooks it registered, so a one-line bootstrap
 *   registers tsx in the new thread and then imports the module.
 */
export function startWorker(source: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  if (typeof MOSTRADOR_BUNDLED !== 'undefined' && MOSTRADOR_BUNDLED) {
    // In the bundle this module is a chunk in the output folder itself.
    const file = path.join(import.meta.dirname, `${path.basename(source.pathname, '.ts')}.mjs`);
    return new Worker(pathToFileURL(file), options);
  }
  const bootstrap = `import(${JSON.stringify(tsxApiUrl())}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

let tsxApi: string | undefined;

/**
 * tsx's ESM API as `import` resolves it. createRequire resolves only the `require` variant
 * (`index.cjs`), whose register() cannot find its hooks from an evaluated script; the `import`
 * variant is the `.mjs` file beside it.
 */
function tsxApiUrl(): string {
  tsxApi ??= pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return tsxApi;
}
